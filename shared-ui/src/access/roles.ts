import type { Role, SessionUser } from '@portal/shared-api';

/** The role names, for code that must name one. */
export const ROLES = {
  USER: 'ROLE_USER',
  ADMIN: 'ROLE_ADMIN',
  SYS_ADMIN: 'ROLE_SYS_ADMIN',
  DEPARTMENT_MANAGER: 'ROLE_DEPARTMENT_MANAGER',
  SUBDEPARTMENT_MANAGER: 'ROLE_SUBDEPARTMENT_MANAGER',
  TEAM_MANAGER: 'ROLE_TEAM_MANAGER',
  INSPECTOR: 'ROLE_INSPECTOR',
} as const satisfies Record<string, Role>;

/** Whether the user holds the role (no user holds none). */
export function hasRole(user: SessionUser | null | undefined, role: Role): boolean {
  return Array.isArray(user?.roles) && user.roles.includes(role);
}

export function hasAnyRole(user: SessionUser | null | undefined, roles: readonly Role[]): boolean {
  return roles.some((role) => hasRole(user, role));
}
