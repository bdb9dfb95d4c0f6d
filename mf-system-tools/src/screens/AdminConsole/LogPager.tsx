import { LOG_PAGE_SIZE } from '@portal/shared-api';
import { useNavigation, useSearchParams } from 'react-router';
import { filtersOf, type LogSection, withFilter } from './log-filters';

/** 'Anterior' / 'Siguiente' over a log's pages (30 a page on the server). */
export function LogPager({ section, totalItems, label }: { section: LogSection; totalItems: number; label: string }) {
  const [search, setSearch] = useSearchParams();
  const loading = useNavigation().state === 'loading';
  const page = filtersOf(search, section).page ?? 1;
  const pages = Math.max(1, Math.ceil(totalItems / LOG_PAGE_SIZE));
  if (pages <= 1) return null;
  const goTo = (next: number) => setSearch(withFilter(search, section, 'page', next), { preventScrollReset: true });
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="btn btn-ghost" disabled={page <= 1 || loading} onClick={() => goTo(page - 1)}>
        Anterior
      </button>
      <span>
        Página {Math.min(page, pages)} de {pages}
      </span>
      <button type="button" className="btn btn-ghost" disabled={page >= pages || loading} onClick={() => goTo(page + 1)}>
        Siguiente
      </button>
    </nav>
  );
}
