export { LoadErrorView, RouteLoadError, type RouteLoadErrorProps, routeLoadError } from './RouteLoadError';
