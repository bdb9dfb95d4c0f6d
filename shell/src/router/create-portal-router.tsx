import { createBrowserRouter, type PatchRoutesOnNavigationFunction, redirect, type RouteObject } from 'react-router';
import { LazyRouteErrorBoundary, PortalHydrateFallback, PortalRoot } from '../screens/PortalRoot';
import { importHomeScreen, importUserLayout } from './layout-modules';
import { HOME_PATH, PUBLIC_PAGE_ROUTES } from './spec-routes';
import { USER_LAYOUT_ID } from './route-ids';

/**
 * The static route table. Everything `/login` does not need is loaded on the
 * way in: the layout and its screens (`lazy`), and the remote registry with the
 * patcher that resolves every other layout path on first navigation.
 */
export function createPortalRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: PortalRoot,
      HydrateFallback: PortalHydrateFallback,
      ErrorBoundary: LazyRouteErrorBoundary,
      children: [
        {
          path: '/',
          loader: async () => {
            const { currentSessionUser } = await import('./session-user');
            return redirect((await currentSessionUser()) ? HOME_PATH : '/login');
          },
        },
        {
          path: '/login',
          handle: { title: 'Iniciar sesión' },
          lazy: async () => {
            const { LoginScreen, loginLoader } = await import('../screens/LoginScreen');
            return { loader: loginLoader, Component: LoginScreen };
          },
        },
        { path: '/logout', lazy: async () => ({ Component: (await import('../screens/LogoutScreen')).LogoutScreen }) },
        { path: '/test', handle: { title: 'Estado del portal' }, lazy: async () => ({ Component: (await import('../screens/StatusPage')).StatusPage }) },
        ...PUBLIC_PAGE_ROUTES.map(({ path, title }) => ({
          path,
          handle: { title },
          lazy: async () => {
            const { publicPageFor } = await import('../screens/PublicPage');
            return { element: publicPageFor(path, title) };
          },
        })),
        {
          id: USER_LAYOUT_ID,
          lazy: async () => {
            const { UserLayout, userLayoutLoader, RouteErrorBoundary } = await importUserLayout();
            return { loader: userLayoutLoader, Component: UserLayout, ErrorBoundary: RouteErrorBoundary };
          },
          children: [{ path: HOME_PATH, handle: { title: 'Inicio' }, lazy: async () => ({ Component: (await importHomeScreen()).HomeScreen }) }],
        },
        // Unknown URLs, and a remote's URL opened without a session (the patcher adds nothing then).
        { path: '*', loader: () => redirect('/login') },
      ],
    },
  ];
}

/** The remote patcher is fetched with the first navigation that needs it. */
const patchLayoutRoutes: PatchRoutesOnNavigationFunction = async (args) => {
  const { layoutPatcher } = await import('./layout-patcher');
  return layoutPatcher(args);
};

export function createPortalRouter() {
  return createBrowserRouter(createPortalRoutes(), { patchRoutesOnNavigation: patchLayoutRoutes });
}
