import { Loader } from '@portal/shared-ui';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import type { RemoteConfig } from '../federation/remotes-config';
import { HomeScreen } from '../screens/HomeScreen';
import { LoginScreen, loginLoader } from '../screens/LoginScreen';
import { LogoutScreen } from '../screens/LogoutScreen';
import { ModuleUnavailable } from '../screens/ModuleUnavailable';
import { NotAvailableYet } from '../screens/NotAvailableYet';
import { RouteErrorBoundary } from '../screens/RouteErrorBoundary';
import { UserLayout } from '../screens/UserLayout';
import { createRemotePatcher, USER_LAYOUT_ID } from './patch-remote-routes';
import { currentSessionUser, requireSessionLoader } from './session-gate';
import { HOME_PATH, PUBLIC_PLACEHOLDER_ROUTES, USER_LAYOUT_ROUTES } from './spec-routes';

function ownerOf(remotes: RemoteConfig[], path: string) {
  return remotes.find((remote) => remote.routes.some((route) => route.path === path));
}

/**
 * Static children of the layout: paths owned by an enabled remote are left to
 * `patchRoutesOnNavigation`; a disabled remote's paths show "module not
 * available"; paths no remote owns yet show "not available yet".
 */
function layoutChildren(remotes: RemoteConfig[]): RouteObject[] {
  const children: RouteObject[] = [{ path: HOME_PATH, Component: HomeScreen }];
  for (const { path, title, children: nested = [] } of USER_LAYOUT_ROUTES) {
    const owner = ownerOf(remotes, path);
    if (owner?.enabled) continue;
    const element = owner ? <ModuleUnavailable title={title} /> : <NotAvailableYet title={title} />;
    children.push({ path, element, children: nested.map((child) => ({ path: child, element: null })) });
  }
  return children;
}

export function createPortalRoutes(remotes: RemoteConfig[]): RouteObject[] {
  return [
    {
      id: 'root',
      HydrateFallback: () => <Loader />,
      ErrorBoundary: RouteErrorBoundary,
      children: [
        { path: '/', loader: async () => redirect((await currentSessionUser()) ? HOME_PATH : '/login') },
        { path: '/login', loader: loginLoader, Component: LoginScreen },
        { path: '/logout', Component: LogoutScreen },
        ...PUBLIC_PLACEHOLDER_ROUTES.map(({ path, title }) => ({ path, element: <NotAvailableYet title={title} standalone /> })),
        { id: USER_LAYOUT_ID, loader: requireSessionLoader, Component: UserLayout, ErrorBoundary: RouteErrorBoundary, children: layoutChildren(remotes) },
        { path: '*', loader: () => redirect('/login') },
      ],
    },
  ];
}

export function createPortalRouter(remotes: RemoteConfig[]) {
  return createBrowserRouter(createPortalRoutes(remotes), { patchRoutesOnNavigation: createRemotePatcher(remotes) });
}
