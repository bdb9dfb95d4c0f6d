import type { SessionUser } from '@portal/shared-api';
import type { RemoteConfig } from '../federation/remotes-config';
import { isAllowed } from '../router/access-gate';

export type NavItem = { label: string; path: string };

/** Where a menu entry links: its route path without optional segments (`/gestion_equipos/:id?` → `/gestion_equipos`). */
export function navTarget(routePath: string): string {
  return routePath.replace(/\/:[^/]+\?/g, '') || '/';
}

/** The menu: the shell's home plus every enabled remote's entries the user may open. */
export function buildNavigation(remotes: RemoteConfig[], user: SessionUser | null): NavItem[] {
  const items: NavItem[] = [{ label: 'Inicio', path: '/user' }];
  for (const remote of remotes) {
    if (!remote.enabled) continue;
    for (const entry of remote.nav) {
      const route = remote.routes.find((candidate) => candidate.path === entry.path);
      if (route && isAllowed(route.access, user)) items.push({ label: entry.label, path: navTarget(entry.path) });
    }
  }
  return items;
}
