import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { HOME_PATH, SHELL_PATHS } from '../../router/spec-routes';

const LayoutPreview = lazy(async () => ({ default: (await import('../UserLayout')).LayoutPreview }));

const PAGES_WITHOUT_LAYOUT = new Set(SHELL_PATHS.filter((path) => path !== HOME_PATH));

/** While the first page loads: nothing for the public pages (they are quick), the layout frame for the others. */
export function PortalHydrateFallback() {
  if (PAGES_WITHOUT_LAYOUT.has(useLocation().pathname)) return null;
  return (
    <Suspense fallback={null}>
      <LayoutPreview />
    </Suspense>
  );
}
