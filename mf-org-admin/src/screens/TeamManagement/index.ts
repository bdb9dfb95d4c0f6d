export { teamManagementLoader as loader, shouldRevalidateOrganisation as shouldRevalidate } from '../../data/organisation.data';
export { TeamManagement as Component } from './TeamManagement';
