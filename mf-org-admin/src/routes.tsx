import { defineRemoteRoutes } from '@portal/shared-ui';
import { ORG_TEXTS } from './components/org-texts';
import { CHART_TEXTS } from './screens/OrganisationChart/chart-texts';

const LOAD_ERROR = 'No se han podido cargar los datos de la organización';

/** This remote's screens (`./routes`); `createOrgAdminRoutes()` makes fresh route objects for each router. */
export const createOrgAdminRoutes = defineRemoteRoutes('mf_org_admin', [
  {
    screen: 'teams',
    path: '/gestion_equipos/:id?',
    title: 'Gestión de equipos',
    access: 'mayAdministerTeams',
    deniedRedirect: '/',
    nav: { group: 'administracion', order: 40 },
    loadError: LOAD_ERROR,
    notFound: 'Este equipo no existe o no tiene acceso a él.',
    load: () => import('./screens/TeamManagement'),
  },
  {
    screen: 'departments',
    path: '/gestion_departamentos/:id?',
    title: 'Gestión de departamentos',
    access: 'mayAdministerDepartments',
    deniedRedirect: '/',
    nav: { group: 'administracion', order: 20 },
    loadError: LOAD_ERROR,
    notFound: 'Este departamento no existe o no tiene acceso a él.',
    load: () => import('./screens/DepartmentManagement'),
  },
  {
    screen: 'subdepartments',
    path: '/gestion_subdepartamentos/:id?',
    title: 'Gestión de Subdepartamentos',
    access: 'mayAdministerSubdepartments',
    deniedRedirect: '/',
    nav: { group: 'administracion', order: 30 },
    // The spec's own text for a failed load, as a toast and inside the screen.
    loadError: { message: ORG_TEXTS.SUBDEPARTMENTS_LOAD_ERROR, toast: ORG_TEXTS.SUBDEPARTMENTS_LOAD_ERROR },
    notFound: 'Este subdepartamento no existe o no tiene acceso a él.',
    load: () => import('./screens/SubdepartmentManagement'),
  },
  {
    screen: 'work-schedules',
    path: '/horarios',
    title: 'Horarios',
    access: 'isAuthenticated',
    nav: { group: 'mi-equipo', order: 70 },
    loadError: 'No se han podido cargar los horarios',
    load: () => import('./screens/WorkSchedules'),
  },
  {
    screen: 'organisation-chart',
    path: '/organizacion',
    title: 'Organización',
    access: 'isAuthenticated',
    nav: { group: 'mi-equipo', order: 80 },
    loadError: CHART_TEXTS.LOAD_ERROR,
    load: () => import('./screens/OrganisationChart'),
  },
  {
    screen: 'users',
    path: '/control_usuarios',
    title: 'Control de usuarios',
    access: 'mayAdministerUsers',
    deniedRedirect: '/',
    nav: { group: 'administracion', order: 10 },
    loadError: 'No se han podido cargar los usuarios',
    load: () => import('./screens/UserAdministration'),
  },
]);

/** The screens this remote adds to the shell's `/user` layout (`./routes`). */
export const routes = createOrgAdminRoutes();
