export { RouteErrorBoundary } from '../RouteErrorBoundary';
export { LayoutPreview } from './LayoutPreview';
export { UserLayout } from './UserLayout';
export { prefetchHome, userLayoutLoader } from './user-layout-loader';
