import type { SessionUser } from '@portal/shared-api';
import { matchPath } from 'react-router';
import type { NavEntryConfig, NavGroupId, RemoteConfig } from '../federation/remotes-config';
import { isAllowed } from '../router/access-gate';
import { HOME_PATH } from '../router/spec-routes';

export type { NavGroupId } from '../federation/remotes-config';

/** `route` is the pattern of the screen the entry opens (`/gestion_equipos/:id?`), when it differs from `path`. */
export type NavItem = { label: string; path: string; group?: NavGroupId; route?: string };

export type NavGroup = { id: NavGroupId; title: string; items: NavItem[] };

/** The menu's sections, in the order of a working day: one's own work first, then the team's, then the portal's upkeep. */
export const NAV_GROUPS: readonly { id: NavGroupId; title: string }[] = [
  { id: 'mi-trabajo', title: 'Mi trabajo' },
  { id: 'mi-equipo', title: 'Mi equipo' },
  { id: 'administracion', title: 'Administración' },
];

/** The shell's own entries, declared like a remote's. */
export const SHELL_NAV: readonly NavEntryConfig[] = [{ label: 'Inicio', path: HOME_PATH, group: 'mi-trabajo', order: 0 }];

/** An entry that names no place in its group goes after those that do, in the file's order. */
const LAST = Number.MAX_SAFE_INTEGER;

/** Where a menu entry links: its route path without optional segments (`/gestion_equipos/:id?` → `/gestion_equipos`). */
export function navTarget(routePath: string): string {
  return routePath.replace(/\/:[^/]+\?/g, '') || '/';
}

/** The menu as one list: the shell's entries and every enabled remote's the user may open, group by group, each group in its declared order. */
export function buildNavigation(remotes: RemoteConfig[], user: SessionUser | null): NavItem[] {
  const entries: { item: NavItem; order: number }[] = SHELL_NAV.map((entry) => ({
    item: { label: entry.label, path: entry.path, group: entry.group },
    order: entry.order ?? LAST,
  }));
  for (const remote of remotes) {
    if (!remote.enabled) continue;
    for (const entry of remote.nav) {
      const route = remote.routes.find((candidate) => candidate.path === entry.path);
      if (route && isAllowed(route.access, user)) {
        const path = navTarget(entry.path);
        const item: NavItem = { label: entry.label, path, group: entry.group, ...(path === entry.path ? {} : { route: entry.path }) };
        entries.push({ item, order: entry.order ?? LAST });
      }
    }
  }
  const rank = (item: NavItem) => NAV_GROUPS.findIndex((group) => group.id === (item.group ?? 'mi-trabajo'));
  // Array#sort is stable: entries of one group and place keep the file's order.
  return entries.sort((a, b) => rank(a.item) - rank(b.item) || a.order - b.order).map(({ item }) => item);
}

/** The menu's sections with entries for this person; a section with none is left out. */
export function groupNavigation(items: NavItem[]): NavGroup[] {
  return NAV_GROUPS.map((group) => ({ ...group, items: items.filter((item) => (item.group ?? 'mi-trabajo') === group.id) })).filter(
    (group) => group.items.length > 0,
  );
}

/**
 * The one entry to light for `pathname`: the entry whose screen the page is, so `/gestion_equipos/4` lights
 * 'Gestión de equipos' (its route is `/gestion_equipos/:id?`), while `/profile/7`, a colleague's profile, is
 * another screen than 'Mi perfil' and lights nothing.
 */
export function activeNavPath(items: readonly Pick<NavItem, 'path' | 'route'>[], pathname: string): string | null {
  return items.find((item) => matchPath({ path: item.route ?? item.path, end: true }, pathname))?.path ?? null;
}
