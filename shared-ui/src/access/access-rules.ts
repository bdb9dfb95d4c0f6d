import type { SessionUser, SubdepartmentManagerFlags } from '@portal/shared-api';
import { type GuardedScreen, holdsScreenRole } from '@portal/shared-api/rules';
import { hasRole, ROLES } from './roles';
import { teamsOfUser } from './teams-of-user';

/**
 * Who may open what (spec 01 §6, spec 02 §6). The roles behind each rule are
 * `SCREEN_ROLES` of `@portal/shared-api/rules`, which the API enforces too;
 * these rules only shape the UI (menus, guards).
 */
type AccessRule = (user: SessionUser | null) => boolean;

/** A sub-department manager's powers come from the flags of the sub-departments they manage. */
function managesSubdepartmentWith(user: SessionUser | null, flag: keyof SubdepartmentManagerFlags): boolean {
  if (!hasRole(user, ROLES.SUBDEPARTMENT_MANAGER)) return false;
  const subdepartments = Array.isArray(user?.subdepartments) ? user.subdepartments : [];
  return subdepartments.some((subdepartment) => subdepartment?.[flag] === true && !subdepartment.deleted);
}

const opens = (screen: GuardedScreen): AccessRule => (user) => holdsScreenRole(user?.roles, screen);

export const isAuthenticated: AccessRule = (user) => user != null;

export const isAdmin: AccessRule = (user) => hasRole(user, ROLES.ADMIN);

export const maySeePendingRequests: AccessRule = (user) => opens('pendingRequests')(user) || managesSubdepartmentWith(user, 'managerCalendar');

export const mayManageJustifications: AccessRule = (user) => opens('justifications')(user) || managesSubdepartmentWith(user, 'managerMedical');

/**
 * Sub-department managers need `managerTasks`; team managers enter whatever
 * their teams' `team_unlock_tasks` says, which the session does not carry:
 * the API lists only the tasks they may decide.
 */
export const mayAuthoriseRequestedTasks: AccessRule = (user) =>
  opens('requestedTasks')(user) || managesSubdepartmentWith(user, 'managerTasks') || hasRole(user, ROLES.TEAM_MANAGER);

export const mayAdministerTeams = opens('teamAdministration');

export const mayAdministerDepartments = opens('departmentAdministration');

export const mayAdministerSubdepartments = opens('subdepartmentAdministration');

export const maySeeReports = opens('reports');

export const mayUseSystemTools = opens('systemTools');

export const maySeeDeletedFiles = opens('deletedFiles');

export const mayConfigureRequesterTags = opens('requesterTags');

export const mayGrantTimeCaps = opens('timeCaps');

export const mayAutomateTasks = opens('taskAutomation');

export const maySeeTimeline = opens('timeline');

export const mayAdministerUsers = opens('userAdministration');

/**
 * Whose home shows their own clocks, hours and boards: everyone who works on tasks. An administrator who belongs to
 * no team has none; they may still work on any task, and their cards then come back.
 */
export const tracksOwnTime: AccessRule = (user) => user != null && (!hasRole(user, ROLES.ADMIN) || teamsOfUser(user).length > 0);
