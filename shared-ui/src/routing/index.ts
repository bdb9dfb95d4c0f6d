export * from './RouteLoadError';
export {
  refuseWrite,
  revalidateAfterSuccessfulWrite,
  useWriteAndRevalidate,
  type WriteResult,
  type WriteTexts,
  writeAndNotify,
} from './write-action';
export { type LiveUpdateOptions, type LiveUpdateReaction, useLiveUpdates } from './use-live-updates';
export { defineRemoteRoutes, type MenuGroup, type RemoteChildScreen, type RemoteScreen, type ScreenModule } from './remote-routes';
export { useRouteTitle } from './use-route-title';
export { defineRemoteWidgets, type RemoteWidgetDefinition, type WidgetModule } from './remote-widgets';
export { screenPathOf } from './notification-link';
export { onlyChoice, redirectToOnlyChoice } from './only-choice';
export { numberParam } from './number-param';
