import type { RemoteRouteObject } from '@portal/shared-ui';
import { type PatchRoutesOnNavigationFunction, redirect, type RouteObject } from 'react-router';
import { loadRemoteRoutes } from '../federation/load-remote-routes';
import type { RemoteConfig } from '../federation/remotes-config';
import { RemoteUnavailable } from '../screens/RemoteUnavailable';
import { RouteErrorBoundary } from '../screens/RouteErrorBoundary';
import { findOwnedRoute } from './owned-route';
import { accessGateLoader, currentSessionUser, isAllowed } from './session-gate';

export const USER_LAYOUT_ID = 'user-layout';

/** Each remote screen sits under a shell gate: the access rule runs on every navigation, render errors stay here. */
function gatedRemoteRoutes(remote: RemoteConfig, routes: RemoteRouteObject[]): RouteObject[] {
  return remote.routes.flatMap((configured) => {
    const route = routes.find((candidate) => candidate.path === configured.path);
    if (!route) return [];
    return [
      {
        id: `gate:${configured.path}`,
        loader: accessGateLoader(configured.access, configured.deniedRedirect),
        ErrorBoundary: RouteErrorBoundary,
        children: [route],
      },
    ];
  });
}

function unavailableRoutes(remote: RemoteConfig, reason: string): RouteObject[] {
  return remote.routes.map((configured) => ({
    id: `unavailable:${configured.path}`,
    path: configured.path,
    loader: accessGateLoader(configured.access, configured.deniedRedirect),
    element: <RemoteUnavailable reason={reason} />,
  }));
}

/**
 * Loads a remote's `./routes` on the first navigation into one of its paths, and
 * only after the access rule passed: a user who may not enter never downloads it.
 */
export function createRemotePatcher(remotes: RemoteConfig[]): PatchRoutesOnNavigationFunction {
  const patched = new Set<string>();
  return async ({ path, patch }) => {
    const owned = findOwnedRoute(remotes, new URL(path, window.location.origin).pathname);
    if (!owned || patched.has(owned.remote.name)) return;
    const user = await currentSessionUser();
    // Without a session the catch-all route sends the visitor to /login.
    if (!user) return;
    const { remote, route } = owned;
    if (!isAllowed(route.access, user)) {
      patch(USER_LAYOUT_ID, [{ id: `denied:${route.path}`, path: route.path, loader: () => redirect(route.deniedRedirect) }]);
      return;
    }
    patched.add(remote.name);
    const result = await loadRemoteRoutes(remote);
    patch(USER_LAYOUT_ID, result.ok ? gatedRemoteRoutes(remote, result.routes) : unavailableRoutes(remote, result.reason));
  };
}
