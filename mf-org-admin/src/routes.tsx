import { type RemoteRouteObject, routeLoadError } from '@portal/shared-ui';
import { shouldRevalidateOrganisation } from './data/should-revalidate';
import { ORG_TEXTS } from './texts';

const teamManagement = () => import('./screens/TeamManagement');
const departmentManagement = () => import('./screens/DepartmentManagement');
const subdepartmentManagement = () => import('./screens/SubdepartmentManagement');
const organisationData = () => import('./data/organisation.data');

/**
 * Fresh route objects: the router mutates the objects it resolves lazily, so
 * every router (the shell's, each parcel mount, each test) needs its own copy.
 * Ids are prefixed with the remote's federation name.
 */
export function createOrgAdminRoutes(): RemoteRouteObject[] {
  return [
    {
      id: 'mf_org_admin.teams',
      path: '/gestion_equipos/:id?',
      handle: { title: ORG_TEXTS.TEAM_TITLE, access: 'mayAdministerTeams' },
      shouldRevalidate: shouldRevalidateOrganisation,
      ErrorBoundary: routeLoadError({ title: ORG_TEXTS.TEAM_TITLE, message: ORG_TEXTS.LOAD_ERROR }),
      lazy: {
        loader: async () => (await organisationData()).organisationLoader,
        Component: async () => (await teamManagement()).TeamManagement,
      },
    },
    {
      id: 'mf_org_admin.departments',
      path: '/gestion_departamentos/:id?',
      handle: { title: ORG_TEXTS.DEPARTMENT_TITLE, access: 'mayAdministerDepartments' },
      shouldRevalidate: shouldRevalidateOrganisation,
      ErrorBoundary: routeLoadError({ title: ORG_TEXTS.DEPARTMENT_TITLE, message: ORG_TEXTS.LOAD_ERROR }),
      lazy: {
        loader: async () => (await organisationData()).organisationLoader,
        Component: async () => (await departmentManagement()).DepartmentManagement,
      },
    },
    {
      id: 'mf_org_admin.subdepartments',
      path: '/gestion_subdepartamentos/:id?',
      handle: { title: ORG_TEXTS.SUBDEPARTMENT_TITLE, access: 'mayAdministerSubdepartments' },
      shouldRevalidate: shouldRevalidateOrganisation,
      // The spec's own text for a failed load, as a toast and inside the screen.
      ErrorBoundary: routeLoadError({
        title: ORG_TEXTS.SUBDEPARTMENT_TITLE,
        message: ORG_TEXTS.SUBDEPARTMENTS_LOAD_ERROR,
        toast: ORG_TEXTS.SUBDEPARTMENTS_LOAD_ERROR,
      }),
      lazy: {
        loader: async () => (await organisationData()).organisationLoader,
        Component: async () => (await subdepartmentManagement()).SubdepartmentManagement,
      },
    },
  ];
}

/** The screens this remote adds to the shell's `/user` layout (`./routes`). */
export const routes = createOrgAdminRoutes();
