export { SubdepartmentManagement } from './SubdepartmentManagement';
