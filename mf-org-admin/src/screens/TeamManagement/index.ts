export { TeamManagement } from './TeamManagement';
