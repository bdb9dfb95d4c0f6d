export { PortalStoreProvider } from './PortalStoreProvider';
