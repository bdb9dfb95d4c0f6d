export { DepartmentManagement } from './DepartmentManagement';
