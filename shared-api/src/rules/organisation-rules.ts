import { ROLES } from './roles';

type Roles = readonly string[] | null | undefined;

const holdsAdmin = (roles: Roles): boolean => (roles ?? []).includes(ROLES.ADMIN);

/** Who belongs to a department decides its managers' scope, so only admins change department membership. */
export const mayChangeDepartmentMembers = (callerRoles: Roles): boolean => holdsAdmin(callerRoles);

/** A deleted department gives its manager no power at all, so only admins restore one. */
export const mayRestoreDepartment = (callerRoles: Roles): boolean => holdsAdmin(callerRoles);

/**
 * Whether the caller may put anyone into a team (or in charge of a team or
 * sub-department). Everyone else only people already in that department, and
 * never an admin (see `isEnrollableByManager`): nobody widens their own scope.
 */
export const mayEnrolOutsideDepartment = (callerRoles: Roles): boolean => holdsAdmin(callerRoles);

/** Whether a manager (not an admin) may enrol a user with these roles: never an admin. */
export const isEnrollableByManager = (userRoles: Roles): boolean => !holdsAdmin(userRoles);

/**
 * The department manager holds the widest manager scope, so only admins put
 * someone in charge of a department: otherwise a manager could hand that
 * scope to anyone of the department.
 */
export const mayChangeDepartmentManager = (callerRoles: Roles): boolean => holdsAdmin(callerRoles);

/** A caller as the enrolment rule sees it: roles and the departments and sub-departments they manage. */
export type EnrollingCaller = {
  roles: Roles;
  managedDepartmentIds: readonly number[];
  managedSubdepartmentIds: readonly number[];
};

/**
 * Whom the caller may put into a team (as member or as its manager):
 * `anyone` (admins), the people of the team's `department` (its manager),
 * the people already in a team of the team's `subdepartment` (its manager),
 * or `nobody` (team managers and everyone else), so that no manager pulls
 * colleagues of the department into their own scope. Candidates who are
 * admins are refused to managers on top of this (`isEnrollableByManager`).
 */
export type TeamEnrolmentScope =
  | { kind: 'anyone' }
  | { kind: 'department'; departmentId: number }
  | { kind: 'subdepartment'; subdepartmentId: number }
  | { kind: 'nobody' };

export function teamEnrolmentScope(caller: EnrollingCaller, team: { departmentId: number; subdepartmentId: number | null }): TeamEnrolmentScope {
  if (holdsAdmin(caller.roles)) return { kind: 'anyone' };
  const roles = caller.roles ?? [];
  if (roles.includes(ROLES.DEPARTMENT_MANAGER) && caller.managedDepartmentIds.includes(team.departmentId)) {
    return { kind: 'department', departmentId: team.departmentId };
  }
  const { subdepartmentId } = team;
  if (subdepartmentId !== null && roles.includes(ROLES.SUBDEPARTMENT_MANAGER) && caller.managedSubdepartmentIds.includes(subdepartmentId)) {
    return { kind: 'subdepartment', subdepartmentId };
  }
  return { kind: 'nobody' };
}
