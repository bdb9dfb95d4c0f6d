export * from './access';
export * from './format';
export * from './hooks';
export * from './notifications';
export * from './routing';
export type { RemoteRouteHandle, RemoteRouteObject, RemoteRoutesModule, RemoteWidget, RemoteWidgetsModule } from './remote-contract';
export { TEXTS } from './texts';
export * from './toast';
export * from './widgets';
