import type { RemoteRouteObject } from '@portal/shared-ui';
import { shouldRevalidateOrganisation } from './common/should-revalidate';

const teamManagement = () => import('./screens/TeamManagement');
const departmentManagement = () => import('./screens/DepartmentManagement');
const subdepartmentManagement = () => import('./screens/SubdepartmentManagement');
const organisationData = () => import('./common/organisation.data');

/**
 * Fresh route objects: the router mutates the objects it resolves lazily, so
 * every router (the shell's, each parcel mount, each test) needs its own copy.
 */
export function createOrgAdminRoutes(): RemoteRouteObject[] {
  return [
    {
      id: 'org-admin.teams',
      path: '/gestion_equipos/:id?',
      handle: { title: 'Gestión de equipos', access: 'mayAdministerTeams' },
      shouldRevalidate: shouldRevalidateOrganisation,
      lazy: {
        loader: async () => (await organisationData()).organisationLoader,
        Component: async () => (await teamManagement()).TeamManagement,
        ErrorBoundary: async () => (await teamManagement()).TeamManagementError,
      },
    },
    {
      id: 'org-admin.departments',
      path: '/gestion_departamentos/:id?',
      handle: { title: 'Gestión de departamentos', access: 'mayAdministerDepartments' },
      shouldRevalidate: shouldRevalidateOrganisation,
      lazy: {
        loader: async () => (await organisationData()).organisationLoader,
        Component: async () => (await departmentManagement()).DepartmentManagement,
        ErrorBoundary: async () => (await departmentManagement()).DepartmentManagementError,
      },
    },
    {
      id: 'org-admin.subdepartments',
      path: '/gestion_subdepartamentos/:id?',
      handle: { title: 'Gestión de Subdepartamentos', access: 'mayAdministerSubdepartments' },
      shouldRevalidate: shouldRevalidateOrganisation,
      lazy: {
        loader: async () => (await organisationData()).organisationLoader,
        Component: async () => (await subdepartmentManagement()).SubdepartmentManagement,
        ErrorBoundary: async () => (await subdepartmentManagement()).SubdepartmentManagementError,
      },
    },
  ];
}

/** The screens this remote adds to the shell's `/user` layout (`./routes`). */
export const routes = createOrgAdminRoutes();
