export { PortalStoreProvider } from './bindings/PortalStoreProvider';
export { useSession, useSessionClock, useSessionUser } from './bindings/use-session';
