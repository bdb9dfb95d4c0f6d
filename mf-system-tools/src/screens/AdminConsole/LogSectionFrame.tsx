import { EmptyState, ErrorState } from '@portal/shared-ui';
import type { ReactNode } from 'react';
import { useNavigation, useRevalidator } from 'react-router';
import type { SectionData } from './admin-console.data';
import { LogFilterBar } from './LogFilterBar';
import { LogPager } from './LogPager';
import type { LogSection } from './log-filters';

type LogSectionFrameProps<T> = {
  section: LogSection;
  title: string;
  data: SectionData<T>;
  choice: { label: string; options: Record<string, string> };
  empty: string;
  /** Beside the title, e.g. the download link. */
  actions?: ReactNode;
  children: (items: T[]) => ReactNode;
};

/** One log of the console: its title, filters, list (or empty / error state) and pages. */
export function LogSectionFrame<T>({ section, title, data, choice, empty, actions, children }: LogSectionFrameProps<T>) {
  const loading = useNavigation().state === 'loading';
  const revalidator = useRevalidator();
  const titleId = `${section}-section-title`;
  return (
    <section className="card log-section" aria-labelledby={titleId}>
      <header className="log-section-header">
        <h2 id={titleId}>{title}</h2>
        {actions}
      </header>
      <LogFilterBar section={section} choice={choice} />
      <div aria-busy={loading || revalidator.state === 'loading'}>
        {data.error !== undefined ? (
          <ErrorState message={data.error} onRetry={() => void revalidator.revalidate()} />
        ) : data.page.items.length === 0 ? (
          <EmptyState message={empty} />
        ) : (
          children(data.page.items)
        )}
      </div>
      {data.page && <LogPager section={section} totalItems={data.page.totalItems} label={`Páginas de ${title.toLowerCase()}`} />}
    </section>
  );
}
