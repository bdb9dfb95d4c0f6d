export { documentTitle, PORTAL_NAME, PortalRoot } from './PortalRoot';
export { PortalHydrateFallback } from './PortalHydrateFallback';
export { LazyRouteErrorBoundary } from './LazyRouteErrorBoundary';
