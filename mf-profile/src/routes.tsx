import type { RemoteRouteObject } from '@portal/shared-ui';

const profile = () => import('./screens/Profile');

function profileRoute(id: string, path: string): RemoteRouteObject {
  return {
    id,
    path,
    handle: { title: 'Perfil', access: 'isAuthenticated' },
    lazy: {
      loader: async () => (await profile()).profileLoader,
      action: async () => (await profile()).profileAction,
      Component: async () => (await profile()).Profile,
      ErrorBoundary: async () => (await profile()).ProfileError,
    },
  };
}

/**
 * Fresh route objects: the router mutates the objects it resolves lazily, so
 * every router (the shell's, each parcel mount, each test) needs its own copy.
 */
export function createProfileRoutes(): RemoteRouteObject[] {
  return [profileRoute('profile.own', '/profile'), profileRoute('profile.user', '/profile/:idUser')];
}

/** The screens this remote adds to the shell's `/user` layout (`./routes`). */
export const routes = createProfileRoutes();
