import { type RemoteRouteObject, routeLoadError } from '@portal/shared-ui';

const profile = () => import('./screens/Profile');

function profileRoute(id: string, path: string): RemoteRouteObject {
  return {
    id,
    path,
    handle: { title: 'Perfil', access: 'isAuthenticated' },
    ErrorBoundary: routeLoadError({ title: 'Perfil', message: 'No se ha podido cargar el perfil' }),
    lazy: {
      loader: async () => (await profile()).profileLoader,
      action: async () => (await profile()).profileAction,
      Component: async () => (await profile()).Profile,
    },
  };
}

/**
 * Fresh route objects: the router mutates the objects it resolves lazily, so
 * every router (the shell's, each parcel mount, each test) needs its own copy.
 * Ids are prefixed with the remote's federation name.
 */
export function createProfileRoutes(): RemoteRouteObject[] {
  return [profileRoute('mf_profile.own', '/profile'), profileRoute('mf_profile.user', '/profile/:idUser')];
}

/** The screens this remote adds to the shell's `/user` layout (`./routes`). */
export const routes = createProfileRoutes();
