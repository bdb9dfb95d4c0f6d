import { defineRemoteRoutes, type RemoteScreen } from '@portal/shared-ui';

/** One's own profile and a colleague's share a screen. */
const profile = (screen: string, path: string, nav?: RemoteScreen['nav']): RemoteScreen => ({
  screen,
  path,
  title: 'Perfil',
  navLabel: 'Mi perfil',
  access: 'isAuthenticated',
  nav,
  loadError: 'No se ha podido cargar el perfil',
  load: () => import('./screens/Profile'),
});

/** This remote's screens (`./routes`); `createProfileRoutes()` makes fresh route objects for each router. */
export const createProfileRoutes = defineRemoteRoutes('mf_profile', [
  profile('own', '/profile', { group: 'mi-trabajo', order: 70 }),
  profile('user', '/profile/:idUser'),
  {
    screen: 'calendar',
    path: '/calendario',
    title: 'Calendario',
    access: 'isAuthenticated',
    nav: { group: 'mi-trabajo', order: 20 },
    loadError: 'No se ha podido cargar el calendario',
    load: () => import('./screens/Calendar'),
  },
  {
    screen: 'times',
    path: '/times',
    title: 'Mis tiempos',
    access: 'isAuthenticated',
    nav: { group: 'mi-trabajo', order: 10 },
    loadError: 'No se han podido cargar los tiempos',
    load: () => import('./screens/MyTimes'),
  },
  {
    screen: 'notifications',
    path: '/mail',
    title: 'Notificaciones',
    access: 'isAuthenticated',
    nav: { group: 'mi-trabajo', order: 40 },
    loadError: 'No se han podido cargar las notificaciones',
    load: () => import('./screens/Notifications'),
  },
  {
    screen: 'questionnaires',
    path: '/quizz',
    title: 'Cuestionarios',
    access: 'isAuthenticated',
    nav: { group: 'mi-trabajo', order: 50 },
    loadError: 'No se han podido cargar los cuestionarios',
    load: () => import('./screens/Questionnaires'),
  },
]);

/** The screens this remote adds to the shell's `/user` layout (`./routes`). */
export const routes = createProfileRoutes();
