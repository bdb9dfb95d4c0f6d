export { AwaitLoadError, isRouteLoadError, LoadErrorView, RouteLoadError, type RouteLoadErrorProps, routeLoadError } from './RouteLoadError';
