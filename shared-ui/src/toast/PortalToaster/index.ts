export { PortalToaster } from './PortalToaster';
