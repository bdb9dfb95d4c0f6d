import { lazy, Suspense } from 'react';

const RouteErrorBoundary = lazy(async () => ({ default: (await import('../RouteErrorBoundary')).RouteErrorBoundary }));

/** The root's error page, fetched only when something fails (the router would load a lazy boundary up front). */
export function LazyRouteErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <RouteErrorBoundary />
    </Suspense>
  );
}
