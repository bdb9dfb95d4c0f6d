/** The role names, for code that must name one (the API and the screens). */
export const ROLES = {
  USER: 'ROLE_USER',
  ADMIN: 'ROLE_ADMIN',
  SYS_ADMIN: 'ROLE_SYS_ADMIN',
  DEPARTMENT_MANAGER: 'ROLE_DEPARTMENT_MANAGER',
  SUBDEPARTMENT_MANAGER: 'ROLE_SUBDEPARTMENT_MANAGER',
  TEAM_MANAGER: 'ROLE_TEAM_MANAGER',
  INSPECTOR: 'ROLE_INSPECTOR',
} as const;

/** Roles a user may hold; anything else is an ordinary user. */
export type Role = (typeof ROLES)[keyof typeof ROLES];

export const KNOWN_ROLES: readonly Role[] = Object.values(ROLES);

export const isKnownRole = (value: string): value is Role => (KNOWN_ROLES as readonly string[]).includes(value);
