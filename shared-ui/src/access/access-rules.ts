import type { SessionUser, SubdepartmentManagerFlags } from '@portal/shared-api';
import { hasAnyRole, hasRole, ROLES } from './roles';

/**
 * Who may open what (spec 01 §6, spec 02 §6). These rules only shape the UI
 * (menus, guards); the API enforces its own.
 */
type AccessRule = (user: SessionUser | null) => boolean;

const { ADMIN, SYS_ADMIN, DEPARTMENT_MANAGER, SUBDEPARTMENT_MANAGER, TEAM_MANAGER, INSPECTOR } = ROLES;

/** A sub-department manager's powers come from the flags of the sub-departments they manage. */
function managesSubdepartmentWith(user: SessionUser | null, flag: keyof SubdepartmentManagerFlags): boolean {
  if (!hasRole(user, SUBDEPARTMENT_MANAGER)) return false;
  const subdepartments = Array.isArray(user?.subdepartments) ? user.subdepartments : [];
  return subdepartments.some((subdepartment) => subdepartment?.[flag] === true && !subdepartment.deleted);
}

export const isAuthenticated: AccessRule = (user) => user != null;

export const isAdmin: AccessRule = (user) => hasRole(user, ADMIN);

export const maySeePendingRequests: AccessRule = (user) =>
  hasAnyRole(user, [ADMIN, DEPARTMENT_MANAGER]) || managesSubdepartmentWith(user, 'managerCalendar');

export const mayManageJustifications: AccessRule = (user) =>
  hasAnyRole(user, [ADMIN, DEPARTMENT_MANAGER]) || managesSubdepartmentWith(user, 'managerMedical');

export const mayAdministerTeams: AccessRule = (user) => hasAnyRole(user, [ADMIN, DEPARTMENT_MANAGER, SUBDEPARTMENT_MANAGER]);

export const mayAdministerDepartments: AccessRule = (user) => hasAnyRole(user, [ADMIN, DEPARTMENT_MANAGER]);

export const mayAdministerSubdepartments: AccessRule = (user) => hasAnyRole(user, [ADMIN, DEPARTMENT_MANAGER]);

export const maySeeReports: AccessRule = (user) => hasAnyRole(user, [ADMIN, DEPARTMENT_MANAGER, INSPECTOR]);

export const mayUseSystemTools: AccessRule = (user) => hasAnyRole(user, [ADMIN, SYS_ADMIN]);

export const maySeeDeletedFiles: AccessRule = (user) => hasAnyRole(user, [ADMIN, SYS_ADMIN]);

export const mayConfigureRequesterTags: AccessRule = (user) => hasAnyRole(user, [ADMIN, DEPARTMENT_MANAGER]);

export const mayGrantTimeCaps: AccessRule = (user) => hasAnyRole(user, [ADMIN, DEPARTMENT_MANAGER, SUBDEPARTMENT_MANAGER]);

export const mayAutomateTasks: AccessRule = (user) =>
  hasAnyRole(user, [ADMIN, DEPARTMENT_MANAGER, SUBDEPARTMENT_MANAGER, TEAM_MANAGER]);

export const maySeeTimeline: AccessRule = (user) => hasAnyRole(user, [ADMIN, DEPARTMENT_MANAGER, SUBDEPARTMENT_MANAGER]);
