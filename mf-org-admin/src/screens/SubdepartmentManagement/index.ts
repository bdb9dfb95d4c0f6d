export { SubdepartmentManagement } from './SubdepartmentManagement';
export { SubdepartmentManagementError } from './SubdepartmentManagementError';
