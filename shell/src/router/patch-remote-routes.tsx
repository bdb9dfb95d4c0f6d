import type { RemoteRouteObject } from '@portal/shared-ui';
import { type LoaderFunctionArgs, type PatchRoutesOnNavigationFunction, redirect, redirectDocument, type RouteObject } from 'react-router';
import { loadRemoteRoutes } from '../federation/load-remote-routes';
import { loadPortalRegistry } from '../federation/portal-registry';
import { runsOutdatedRelease } from '../federation/release-changes';
import type { RemoteConfig } from '../federation/remotes-config';
import { ModuleUnavailable } from '../screens/ModuleUnavailable';
import { RemoteUnavailable } from '../screens/RemoteUnavailable';
import { RouteErrorBoundary } from '../screens/RouteErrorBoundary';
import { accessGateLoader, isAllowed } from './access-gate';
import { findOwnedRoute } from './owned-route';
import { USER_LAYOUT_ID } from './route-ids';
import { currentSessionUser } from './session-user';

/** The access rule, then a whole-page load when the registry changed the remote's release since this tab loaded it. */
function remoteGateLoader(remote: RemoteConfig, access: string, deniedRedirect: RemoteConfig['routes'][number]['deniedRedirect']) {
  const gate = accessGateLoader(access, deniedRedirect);
  return async (args: LoaderFunctionArgs) => {
    const passed = await gate(args);
    if (runsOutdatedRelease(remote.name)) throw redirectDocument(args.request.url);
    return passed;
  };
}

/** Each remote screen sits under a shell gate: the access rule runs on every navigation, render errors stay here. */
function gatedRemoteRoutes(remote: RemoteConfig, routes: RemoteRouteObject[]): RouteObject[] {
  return remote.routes.flatMap((configured) => {
    const route = routes.find((candidate) => candidate.path === configured.path);
    if (!route) return [];
    return [
      {
        id: `gate:${configured.path}`,
        loader: remoteGateLoader(remote, configured.access, configured.deniedRedirect),
        ErrorBoundary: RouteErrorBoundary,
        children: [route],
      },
    ];
  });
}

/** A remote that cannot show its screens names them as its menu does (their titles come with its routes). */
const remoteTitle = (remote: RemoteConfig, path: string) => remote.nav.find((entry) => entry.path === path)?.label ?? 'Módulo no disponible';

function unavailableRoutes(remote: RemoteConfig, reason: string): RouteObject[] {
  return remote.routes.map((configured) => ({
    id: `unavailable:${configured.path}`,
    path: configured.path,
    loader: accessGateLoader(configured.access, configured.deniedRedirect),
    handle: { title: remoteTitle(remote, configured.path) },
    element: <RemoteUnavailable reason={reason} />,
  }));
}

/** A switched-off remote: every one of its paths (and their children) says it is not available. */
function switchedOffRoutes(remote: RemoteConfig): RouteObject[] {
  return remote.routes.map((configured) => {
    const title = remoteTitle(remote, configured.path);
    return {
      id: `off:${configured.path}`,
      path: configured.path,
      handle: { title },
      element: <ModuleUnavailable title={title} />,
      children: [{ path: '*', element: null }],
    };
  });
}

/**
 * Resolves every path of the `/user` layout on the first navigation into it:
 * a remote's `./routes` (only after the access rule passed: a user who may not
 * enter never downloads it), a switched-off remote's "not available" pages, or
 * the spec's "not available yet" page for screens no remote provides.
 *
 * The router drops the patch of a navigation that was interrupted (the user
 * clicked elsewhere meanwhile), so every navigation patches what it needs; the
 * router ignores routes it already has, and each remote is loaded only once.
 */
export function createRemotePatcher(registry: () => Promise<RemoteConfig[]> = async () => (await loadPortalRegistry()).remotes): PatchRoutesOnNavigationFunction {
  const remoteRoutes = new Map<string, Promise<RouteObject[]>>();
  const routesOf = (remote: RemoteConfig) => {
    let routes = remoteRoutes.get(remote.name);
    if (!routes) {
      routes = loadRemoteRoutes(remote).then((result) => (result.ok ? gatedRemoteRoutes(remote, result.routes) : unavailableRoutes(remote, result.reason)));
      remoteRoutes.set(remote.name, routes);
    }
    return routes;
  };
  return async ({ path, patch }) => {
    const pathname = new URL(path, window.location.origin).pathname;
    const owned = findOwnedRoute(await registry(), pathname);
    // A path no remote owns falls to the catch-all route (/login).
    if (!owned) return;
    const { remote, route } = owned;
    if (!remote.enabled) {
      patch(USER_LAYOUT_ID, switchedOffRoutes(remote));
      return;
    }
    const user = await currentSessionUser();
    // Without a session the catch-all route sends the visitor to /login.
    if (!user) return;
    if (!isAllowed(route.access, user)) {
      patch(USER_LAYOUT_ID, [{ id: `denied:${route.path}`, path: route.path, loader: () => redirect(route.deniedRedirect) }]);
      return;
    }
    patch(USER_LAYOUT_ID, await routesOf(remote));
  };
}
