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
export { announceScreenFault, isCodeFault, SCREEN_FAULT_EVENT } from './screen-faults';
