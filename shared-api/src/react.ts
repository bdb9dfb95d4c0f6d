export { PortalStoreProvider } from './bindings/PortalStoreProvider';
export { useRunningClocks, useSession, useSessionClock, useSessionUser } from './bindings/use-session';
