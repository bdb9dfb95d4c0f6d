export { PortalStoreProvider } from './bindings/PortalStoreProvider';
export { useRunningClocks, useSession, useSessionClock, useSessionUser } from './bindings/use-session';
export { CARD_FRESH_MS, portalQueryClient } from './bindings/query-client';
