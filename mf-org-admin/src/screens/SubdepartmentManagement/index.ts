export { subdepartmentManagementLoader as loader, shouldRevalidateOrganisation as shouldRevalidate } from '../../data/organisation.data';
export { SubdepartmentManagement as Component } from './SubdepartmentManagement';
