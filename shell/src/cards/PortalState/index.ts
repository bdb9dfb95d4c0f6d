export { PortalState as Component } from './PortalState';
