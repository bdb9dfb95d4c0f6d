import { TEXTS } from '@portal/shared-ui';

/**
 * Where a screen's content goes while it loads: a title and a few cards in the page's own width, so the page that
 * replaces it keeps its place. Busy for assistive technology, which hears the loading text once.
 */
export function PageSkeleton() {
  return (
    <div className="page page-skeleton" role="status" aria-busy="true" data-testid="page-skeleton">
      <span className="visually-hidden">{TEXTS.LOADING}</span>
      <div className="skeleton skeleton-title" aria-hidden="true" />
      <div className="skeleton-cards" aria-hidden="true">
        <div className="skeleton skeleton-card" />
        <div className="skeleton skeleton-card" />
        <div className="skeleton skeleton-card" />
      </div>
    </div>
  );
}

/** The menu's place while the registry that names its entries is read. */
export function MenuSkeleton() {
  return (
    <div className="menu-skeleton" aria-hidden="true">
      {['mi-trabajo', 'mi-equipo'].map((group) => (
        <div key={group} className="menu-skeleton-group">
          <div className="skeleton skeleton-heading" />
          <div className="skeleton skeleton-link" />
          <div className="skeleton skeleton-link" />
          <div className="skeleton skeleton-link" />
        </div>
      ))}
    </div>
  );
}
