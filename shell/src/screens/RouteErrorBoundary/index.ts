export { RouteErrorBoundary } from './RouteErrorBoundary';
