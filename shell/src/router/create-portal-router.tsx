import { createBrowserRouter, type PatchRoutesOnNavigationFunction, redirect, type RouteObject } from 'react-router';
import { LazyRouteErrorBoundary, PortalHydrateFallback, PortalRoot } from '../screens/PortalRoot';
import { HOME_PATH, PUBLIC_PLACEHOLDER_ROUTES } from './spec-routes';
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
        {
          path: '/passwordreset',
          handle: { title: 'Recuperar contraseña' },
          lazy: async () => ({ Component: (await import('../screens/PasswordRecovery')).PasswordResetPage }),
        },
        {
          path: '/passwordchange',
          handle: { title: 'Cambiar contraseña' },
          lazy: async () => ({ Component: (await import('../screens/PasswordRecovery')).PasswordChangePage }),
        },
        { path: '/test', handle: { title: 'Estado del portal' }, lazy: async () => ({ Component: (await import('../screens/StatusPage')).StatusPage }) },
        ...PUBLIC_PLACEHOLDER_ROUTES.map(({ path, title }) => ({
          path,
          handle: { title },
          lazy: async () => {
            const { NotAvailableYet } = await import('../screens/NotAvailableYet');
            return { element: <NotAvailableYet title={title} standalone /> };
          },
        })),
        {
          id: USER_LAYOUT_ID,
          lazy: async () => {
            const { UserLayout, userLayoutLoader, RouteErrorBoundary } = await import('../screens/UserLayout');
            return { loader: userLayoutLoader, Component: UserLayout, ErrorBoundary: RouteErrorBoundary };
          },
          children: [{ path: HOME_PATH, handle: { title: 'Inicio' }, lazy: async () => ({ Component: (await import('../screens/HomeScreen')).HomeScreen }) }],
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
