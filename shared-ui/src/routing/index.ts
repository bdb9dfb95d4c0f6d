export * from './RouteLoadError';
export { defineRemoteRoutes, type MenuGroup, type RemoteChildScreen, type RemoteScreen, type ScreenModule } from './remote-routes';
export { useRouteTitle } from './use-route-title';
export { onlyChoice, redirectToOnlyChoice } from './only-choice';
export { numberParam } from './number-param';
