export { DepartmentManagement } from './DepartmentManagement';
export { DepartmentManagementError } from './DepartmentManagementError';
