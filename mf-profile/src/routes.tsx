import { defineRemoteRoutes, type RemoteScreen } from '@portal/shared-ui';

/** One's own profile and a colleague's share a screen. */
const profile = (screen: string, path: string): RemoteScreen => ({
  screen,
  path,
  title: 'Perfil',
  navLabel: 'Mi perfil',
  access: 'isAuthenticated',
  loadError: 'No se ha podido cargar el perfil',
  load: () => import('./screens/Profile'),
});

/** This remote's screens (`./routes`); `createProfileRoutes()` makes fresh route objects for each router. */
export const createProfileRoutes = defineRemoteRoutes('mf_profile', [
  profile('own', '/profile'),
  profile('user', '/profile/:idUser'),
  {
    screen: 'calendar',
    path: '/calendario',
    title: 'Calendario',
    access: 'isAuthenticated',
    loadError: 'No se ha podido cargar el calendario',
    load: () => import('./screens/Calendar'),
  },
  {
    screen: 'times',
    path: '/times',
    title: 'Mis tiempos',
    access: 'isAuthenticated',
    loadError: 'No se han podido cargar los tiempos',
    load: () => import('./screens/MyTimes'),
  },
  {
    screen: 'notifications',
    path: '/mail',
    title: 'Notificaciones',
    access: 'isAuthenticated',
    loadError: 'No se han podido cargar las notificaciones',
    load: () => import('./screens/Notifications'),
  },
  {
    screen: 'questionnaires',
    path: '/quizz',
    title: 'Cuestionarios',
    access: 'isAuthenticated',
    loadError: 'No se han podido cargar los cuestionarios',
    load: () => import('./screens/Questionnaires'),
  },
]);

/** The screens this remote adds to the shell's `/user` layout (`./routes`). */
export const routes = createProfileRoutes();
