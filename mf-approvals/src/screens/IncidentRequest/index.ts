export { IncidentRequest as Component } from './IncidentRequest';
