import { matchPath } from 'react-router';
import type { RemoteConfig, RemoteRouteConfig } from '../federation/remotes-config';

export type OwnedRoute = { remote: RemoteConfig; route: RemoteRouteConfig };

/** The remote (and its configured route) that owns a URL, including the route's children. */
export function findOwnedRoute(remotes: RemoteConfig[], pathname: string): OwnedRoute | null {
  for (const remote of remotes) {
    for (const route of remote.routes) {
      const ownsPath =
        matchPath({ path: route.path, end: true }, pathname) ?? matchPath({ path: `${route.path}/*`, end: true }, pathname);
      if (ownsPath) return { remote, route };
    }
  }
  return null;
}
