import type { RouteObject } from 'react-router';
import type { RemoteConfig } from './remotes-config';

/** A route with the path from the layout down to it (a child's path is relative to its parent's). */
export type RouteAtPath = { route: RouteObject; fullPath: string };

/** Every route of a remote, its children included. */
export function everyRoute(routes: RouteObject[], parentPath = ''): RouteAtPath[] {
  return routes.flatMap((route) => {
    const fullPath = route.path === undefined ? parentPath : route.path.startsWith('/') ? route.path : `${parentPath}/${route.path}`;
    return [{ route, fullPath }, ...everyRoute(route.children ?? [], fullPath)];
  });
}

type Handle = { title?: unknown; navLabel?: unknown; access?: unknown };

const handleOf = (route: RouteObject): Handle => (typeof route.handle === 'object' && route.handle !== null ? (route.handle as Handle) : {});

/**
 * What `docs/remote-anatomy.md` asks of a remote's `./routes` beyond the shell's runtime contract: every route's id
 * carries the federation name and its error boundary is `routeLoadError`-made; the paths and access rules are exactly
 * those of the remotes file, and each menu label is the label (or title) the route gives. Answers the problems found.
 */
export function checkRemoteAnatomy(remote: RemoteConfig, routes: RouteObject[], isRouteLoadError: (component: unknown) => boolean): string[] {
  const problems: string[] = [];
  for (const { route, fullPath } of everyRoute(routes)) {
    if (!route.id?.startsWith(`${remote.name}.`)) problems.push(`${fullPath}: its id "${route.id ?? ''}" does not start with "${remote.name}."`);
    if (!isRouteLoadError(route.ErrorBoundary)) problems.push(`${fullPath}: its ErrorBoundary is not made by routeLoadError`);
  }
  const configured = new Map(remote.routes.map((route) => [route.path, route.access]));
  for (const route of routes) {
    if (!configured.has(route.path ?? '')) problems.push(`${route.path}: not in the remotes file`);
    else if (handleOf(route).access !== configured.get(route.path ?? '')) problems.push(`${route.path}: its access rule differs from the remotes file`);
  }
  for (const path of configured.keys()) if (!routes.some((route) => route.path === path)) problems.push(`${path}: in the remotes file but not in ./routes`);
  for (const entry of remote.nav) {
    const handle = handleOf(routes.find((route) => route.path === entry.path) ?? {});
    const label = handle.navLabel ?? handle.title;
    if (label !== entry.label) problems.push(`${entry.path}: the menu says "${entry.label}" but the route "${String(label)}"`);
  }
  return problems;
}
