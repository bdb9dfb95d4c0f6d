import type { ComponentType } from 'react';
import type { ActionFunction, LoaderFunction, RouteObject, ShouldRevalidateFunction } from 'react-router';
import type { AccessRuleName } from '../access';
import type { RemoteRouteHandle, RemoteRouteObject } from '../remote-contract';
import { type RouteLoadErrorProps, routeLoadError } from './RouteLoadError';

/** What a screen folder's `index.ts` exports for its route: its `Component`, and its `loader`, `action`, `shouldRevalidate` if it has them. */
export type ScreenModule = {
  Component: ComponentType;
  loader?: LoaderFunction;
  action?: ActionFunction;
  shouldRevalidate?: ShouldRevalidateFunction;
};

/** A menu section: one's own day, the team's requests and views, the portal's upkeep. */
export type MenuGroup = 'mi-trabajo' | 'mi-equipo' | 'administracion';

/** A screen shown over its parent's (e.g. a panel beside a board): it shares the parent's title and access rule. */
export type RemoteChildScreen = {
  /** The id after the parent's: `mf_<name>.<parent>.<screen>`. */
  screen: string;
  /** Relative to the parent's path. */
  path: string;
  /** What could not be loaded, e.g. 'No se ha podido cargar la tarea'; the error shows as a panel with 'Cerrar' back to the parent. */
  loadError: string;
  /** What a 404 for the item in the path means, e.g. 'Esta tarea no existe o no tiene acceso a ella.'. */
  notFound?: string;
  load: () => Promise<ScreenModule>;
};

/** One screen of a remote: everything its route object is made of, each written once. */
export type RemoteScreen = {
  /** The id after the federation name: `mf_<name>.<screen>`. */
  screen: string;
  /** The spec's absolute path (no `/user` prefix). The build writes it, with `access`, `deniedRedirect` and `nav`, into the remote's manifest. */
  path: string;
  /** The spec's page title: the document title, the heading (`useRouteTitle()`) and the error page's heading. */
  title: string;
  /** The menu's label where the spec words it unlike the title. */
  navLabel?: string;
  access: AccessRuleName;
  /** Where a person the access rule refuses is sent: '/login' (the default) or the home ('/'). */
  deniedRedirect?: '/login' | '/';
  /** The screen's menu entry (labelled `navLabel` or `title`): its section and its place in it, smaller first. */
  nav?: { group: MenuGroup; order?: number };
  /** What could not be loaded, e.g. 'No se han podido cargar las solicitudes', with the toast the spec may also want. */
  loadError: string | Pick<RouteLoadErrorProps, 'message' | 'toast'>;
  /** What a 404 for the item in the path means, e.g. 'Este tablero no existe o no tiene acceso a él.' (no 'Reintentar'). */
  notFound?: string;
  /** The screen folder, imported on first use: `() => import('./screens/<Screen>')`. */
  load: () => Promise<ScreenModule>;
  children?: RemoteChildScreen[];
};

function lazyScreen(load: () => Promise<ScreenModule>): NonNullable<RouteObject['lazy']> {
  return {
    loader: async () => (await load()).loader,
    action: async () => (await load()).action,
    shouldRevalidate: async () => (await load()).shouldRevalidate,
    Component: async () => (await load()).Component,
  };
}

function childRoute(parentId: string, handle: RemoteRouteHandle, child: RemoteChildScreen): RouteObject {
  return {
    id: `${parentId}.${child.screen}`,
    path: child.path,
    handle,
    ErrorBoundary: routeLoadError({ title: handle.title, message: child.loadError, closeTo: '..', notFound: child.notFound }),
    lazy: lazyScreen(child.load),
  };
}

function screenRoute(federationName: string, screen: RemoteScreen): RemoteRouteObject {
  const { title, navLabel, access, loadError, notFound, load, children = [] } = screen;
  const id = `${federationName}.${screen.screen}`;
  const handle: RemoteRouteHandle = navLabel === undefined ? { title, access } : { title, navLabel, access };
  const failure = typeof loadError === 'string' ? { message: loadError } : loadError;
  return {
    id,
    path: screen.path,
    handle,
    ErrorBoundary: routeLoadError({ title, ...failure, notFound }),
    lazy: lazyScreen(load),
    ...(children.length > 0 ? { children: children.map((child) => childRoute(id, handle, child)) } : {}),
  };
}

/**
 * A remote's `./routes` from its screens: `mf_<name>.<screen>` ids, `handle: { title, access }`, a `routeLoadError`
 * boundary and `lazy: { loader, action, shouldRevalidate, Component }` from the screen's folder. It returns a factory
 * because a router mutates the route objects it resolves lazily: every router (the shell's, each parcel mount, each
 * test) needs fresh ones.
 */
export function defineRemoteRoutes(federationName: `mf_${string}`, screens: RemoteScreen[]): () => RemoteRouteObject[] {
  return () => screens.map((screen) => screenRoute(federationName, screen));
}
