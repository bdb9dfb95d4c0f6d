/** Roles a user may hold; anything else is an ordinary user. */
export type Role =
  | 'ROLE_USER'
  | 'ROLE_ADMIN'
  | 'ROLE_SYS_ADMIN'
  | 'ROLE_DEPARTMENT_MANAGER'
  | 'ROLE_SUBDEPARTMENT_MANAGER'
  | 'ROLE_TEAM_MANAGER'
  | 'ROLE_INSPECTOR';
