import { type RemoteRouteObject, routeLoadError } from '@portal/shared-ui';

const reports = () => import('./screens/Reports');

/**
 * Fresh route objects: the router mutates the objects it resolves lazily, so
 * every router (the shell's, each parcel mount, each test) needs its own copy.
 * Ids are prefixed with the remote's federation name.
 */
export function createReportsRoutes(): RemoteRouteObject[] {
  return [
    {
      id: 'mf_reports.requests',
      path: '/informes',
      handle: { title: 'Solicitudes de informes', access: 'maySeeReports' },
      ErrorBoundary: routeLoadError({ title: 'Solicitudes de informes', message: 'No se han podido cargar los datos de los informes' }),
      // A report request changes nothing the screen shows: no reload after it.
      shouldRevalidate: ({ formMethod, defaultShouldRevalidate }) => (formMethod ? false : defaultShouldRevalidate),
      lazy: {
        loader: async () => (await reports()).reportsLoader,
        action: async () => (await reports()).reportsAction,
        Component: async () => (await reports()).Reports,
      },
    },
  ];
}

/** The screens this remote adds to the shell's `/user` layout (`./routes`). */
export const routes = createReportsRoutes();
