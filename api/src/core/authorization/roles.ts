import type { Caller } from '../authentication/caller.ts';

import { ROLES } from '@portal/shared-api/rules';

/** The role names are shared with the screens (`@portal/shared-api/rules`). */
export { KNOWN_ROLES, isKnownRole, ROLES as ROLE } from '@portal/shared-api/rules';

export function hasRole(caller: Caller, role: string): boolean {
  return caller.roles.includes(role);
}

export function isAdmin(caller: Caller): boolean {
  return hasRole(caller, ROLES.ADMIN);
}

/** The system tools (backups, allowed domains, deleted files) belong to admins and system admins. */
export function isSystemAdmin(caller: Caller): boolean {
  return isAdmin(caller) || hasRole(caller, ROLES.SYS_ADMIN);
}
