import { defineRemoteRoutes } from '@portal/shared-ui';

/** This remote's screens (`./routes`); `createReportsRoutes()` makes fresh route objects for each router. */
export const createReportsRoutes = defineRemoteRoutes('mf_reports', [
  {
    screen: 'requests',
    path: '/informes',
    title: 'Solicitudes de informes',
    navLabel: 'Informes',
    access: 'maySeeReports',
    nav: { group: 'mi-equipo', order: 60 },
    loadError: 'No se han podido cargar los datos de los informes',
    load: () => import('./screens/Reports'),
  },
]);

/** The screens this remote adds to the shell's `/user` layout (`./routes`). */
export const routes = createReportsRoutes();
