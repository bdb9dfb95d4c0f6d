import { ROLES, type Role } from './roles';

const { ADMIN, SYS_ADMIN, DEPARTMENT_MANAGER, SUBDEPARTMENT_MANAGER, TEAM_MANAGER, INSPECTOR } = ROLES;

/**
 * The roles that open each guarded screen (spec 01 §6, spec 02 §6). The portal's access rules guard the screens with
 * these lists and the API refuses the same calls to anyone else, so both read them here. A sub-department manager also
 * opens the pending requests and justifications when a flag of their sub-department says so (the access rules add that).
 */
export const SCREEN_ROLES = {
  pendingRequests: [ADMIN, DEPARTMENT_MANAGER],
  justifications: [ADMIN, DEPARTMENT_MANAGER],
  requestedTasks: [ADMIN, DEPARTMENT_MANAGER],
  teamAdministration: [ADMIN, DEPARTMENT_MANAGER, SUBDEPARTMENT_MANAGER],
  departmentAdministration: [ADMIN, DEPARTMENT_MANAGER],
  subdepartmentAdministration: [ADMIN, DEPARTMENT_MANAGER],
  reports: [ADMIN, DEPARTMENT_MANAGER, INSPECTOR],
  systemTools: [ADMIN, SYS_ADMIN],
  deletedFiles: [ADMIN, SYS_ADMIN],
  requesterTags: [ADMIN, DEPARTMENT_MANAGER],
  timeCaps: [ADMIN, DEPARTMENT_MANAGER, SUBDEPARTMENT_MANAGER],
  taskAutomation: [ADMIN, DEPARTMENT_MANAGER, SUBDEPARTMENT_MANAGER, TEAM_MANAGER],
  timeline: [ADMIN, DEPARTMENT_MANAGER, SUBDEPARTMENT_MANAGER],
  userAdministration: [ADMIN, DEPARTMENT_MANAGER],
} as const satisfies Record<string, readonly Role[]>;

export type GuardedScreen = keyof typeof SCREEN_ROLES;

/** Whether someone holding `roles` may open `screen` by role alone. */
export function holdsScreenRole(roles: readonly string[] | null | undefined, screen: GuardedScreen): boolean {
  const allowed: readonly string[] = SCREEN_ROLES[screen];
  return Array.isArray(roles) && roles.some((role) => allowed.includes(role));
}
