import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { AccessRuleName } from './access';

/** What the shell reads from a remote route's `handle`. */
export type RemoteRouteHandle = {
  /** Spanish page title, used for the document title and breadcrumbs. */
  title: string;
  /** The menu's label, where the spec words it unlike the title (the remotes file's nav label must equal it). */
  navLabel?: string;
  /** The access rule guarding the route; must match the shell's remotes config. */
  access: AccessRuleName;
};

/**
 * A route a remote exposes through `./routes`: an absolute spec path (no `/user`
 * prefix) rendered inside the shell's `/user` layout, with lazily loaded screens.
 */
export type RemoteRouteObject = RouteObject & {
  path: string;
  handle: RemoteRouteHandle;
};

/** The module a remote exposes as `./routes`. */
export type RemoteRoutesModule = {
  routes: RemoteRouteObject[];
};

/**
 * A card a remote offers the shell's home (`/user`) through `./widgets`. The
 * remotes file repeats its id, title and access rule, so the shell decides who
 * sees it before loading anything of the remote.
 */
export type RemoteCard = {
  /** `mf_<name>.<card>`. */
  id: string;
  /** The card's heading. */
  title: string;
  access: AccessRuleName;
  /**
   * Loads its own data and shows its own loading and empty states; a thrown error reaches the shell's card.
   * `preload` fetches its code and starts its first read ahead of the first render (the shell calls it as soon as
   * the card is known to show).
   */
  Component: ComponentType & { preload?: () => Promise<void> };
};

/**
 * The module a remote exposes as `./widgets`. The module and its export keep the names they were released under:
 * shells and remotes already deployed load and export them so, and a rollback to either must keep working.
 */
export type RemoteCardsModule = {
  widgets: RemoteCard[];
};
