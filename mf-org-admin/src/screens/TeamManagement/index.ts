export { TeamManagement } from './TeamManagement';
export { TeamManagementError } from './TeamManagementError';
