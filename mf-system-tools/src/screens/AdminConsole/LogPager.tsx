import { LOG_PAGE_SIZE } from '@portal/shared-api';
import { Pager } from '@portal/shared-ui';
import { useNavigation, useSearchParams } from 'react-router';
import { filtersOf, type LogSection, withFilter } from './log-filters';

/** A log's pages (30 a page on the server), kept in the URL with the section's filters. */
export function LogPager({ section, totalItems, label }: { section: LogSection; totalItems: number; label: string }) {
  const [search, setSearch] = useSearchParams();
  const loading = useNavigation().state === 'loading';
  const goTo = (next: number) => setSearch(withFilter(search, section, 'page', next), { preventScrollReset: true });
  return (
    <Pager page={filtersOf(search, section).page ?? 1} pages={Math.ceil(totalItems / LOG_PAGE_SIZE)} label={label} busy={loading} onPage={goTo} />
  );
}
