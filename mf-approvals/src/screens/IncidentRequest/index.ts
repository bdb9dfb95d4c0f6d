export { IncidentRequest } from './IncidentRequest';
