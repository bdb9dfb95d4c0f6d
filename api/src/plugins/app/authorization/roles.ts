import type { Caller } from '../authentication/caller.ts';

export const ROLE = {
  USER: 'ROLE_USER',
  ADMIN: 'ROLE_ADMIN',
  SYS_ADMIN: 'ROLE_SYS_ADMIN',
  DEPARTMENT_MANAGER: 'ROLE_DEPARTMENT_MANAGER',
  SUBDEPARTMENT_MANAGER: 'ROLE_SUBDEPARTMENT_MANAGER',
  TEAM_MANAGER: 'ROLE_TEAM_MANAGER',
  INSPECTOR: 'ROLE_INSPECTOR',
} as const;

export const KNOWN_ROLES: readonly string[] = Object.values(ROLE);

export function hasRole(caller: Caller, role: string): boolean {
  return caller.roles.includes(role);
}

export function isAdmin(caller: Caller): boolean {
  return hasRole(caller, ROLE.ADMIN);
}

/** The system tools (backups, allowed domains, deleted files) belong to admins and system admins. */
export function isSystemAdmin(caller: Caller): boolean {
  return isAdmin(caller) || hasRole(caller, ROLE.SYS_ADMIN);
}
