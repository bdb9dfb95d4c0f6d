export { RouteErrorBoundary } from '../RouteErrorBoundary';
export { LayoutPreview } from './LayoutPreview';
export { UserLayout } from './UserLayout';
export { userLayoutLoader } from './user-layout-loader';
