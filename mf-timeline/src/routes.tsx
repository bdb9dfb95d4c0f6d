import { defineRemoteRoutes } from '@portal/shared-ui';

/** This remote's screens (`./routes`); `createTimelineRoutes()` makes fresh route objects for each router. */
export const createTimelineRoutes = defineRemoteRoutes('mf_timeline', [
  {
    screen: 'day',
    path: '/timeline',
    title: 'Timeline',
    navLabel: 'Actividad del día',
    access: 'maySeeTimeline',
    nav: { group: 'mi-equipo', order: 50 },
    loadError: 'No se ha podido cargar el timeline',
    load: () => import('./screens/Timeline'),
  },
]);

/** The screens this remote adds to the shell's `/user` layout (`./routes`). */
export const routes = createTimelineRoutes();
