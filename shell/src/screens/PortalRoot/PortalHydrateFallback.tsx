import { lazy, Suspense } from 'react';
import { PUBLIC_PAGE_ROUTES } from '../../router/spec-routes';

const LayoutPreview = lazy(async () => ({ default: (await import('../UserLayout')).LayoutPreview }));

const PAGES_WITHOUT_LAYOUT = new Set(['/', '/login', '/logout', ...PUBLIC_PAGE_ROUTES.map((route) => route.path)]);

/** While the first page loads: nothing for the public pages (they are quick), the layout frame for the others. */
export function PortalHydrateFallback() {
  if (PAGES_WITHOUT_LAYOUT.has(window.location.pathname)) return null;
  return (
    <Suspense fallback={null}>
      <LayoutPreview />
    </Suspense>
  );
}
