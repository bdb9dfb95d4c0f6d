import type { Caller } from '../authentication/caller.ts';

import { type GuardedScreen, holdsScreenRole, ROLES } from '@portal/shared-api/rules';

/** The role names are shared with the screens (`@portal/shared-api/rules`). */
export { KNOWN_ROLES, isKnownRole, ROLES as ROLE } from '@portal/shared-api/rules';

export function hasRole(caller: Caller, role: string): boolean {
  return caller.roles.includes(role);
}

export function isAdmin(caller: Caller): boolean {
  return hasRole(caller, ROLES.ADMIN);
}

/** Whether the caller holds a role of `screen`: the API refuses its calls to anyone the screen's access rule turns away. */
export function opensScreen(caller: Caller, screen: GuardedScreen): boolean {
  return holdsScreenRole(caller.roles, screen);
}
