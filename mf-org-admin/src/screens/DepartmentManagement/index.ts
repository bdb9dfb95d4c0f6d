export { departmentManagementLoader as loader, shouldRevalidateOrganisation as shouldRevalidate } from '../../data/organisation.data';
export { DepartmentManagement as Component } from './DepartmentManagement';
