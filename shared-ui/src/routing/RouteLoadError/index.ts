export {
  AwaitLoadError,
  isMissingItem,
  isRouteLoadError,
  LoadErrorView,
  NotFoundView,
  RouteLoadError,
  type RouteLoadErrorProps,
  routeLoadError,
} from './RouteLoadError';
