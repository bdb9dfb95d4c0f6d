/**
 * The scope predicates of docs/api-contract.md §2.2 as SQL, so lists are filtered in the
 * database and single checks reuse the very same definitions.
 *
 * Manager powers need both the role and the link (the department's,
 * sub-department's or team's `user`); sub-department powers also need the
 * matching flag. Every fragment takes the caller's id as a bound parameter.
 */
import sql, { empty, join, raw, type Sql } from 'sql-template-tag';
import type { Caller } from '../authentication/caller.ts';
import { hasRole, isAdmin, ROLE } from './roles.ts';

/** A set of user ids, or everyone (admins). */
export type UserScope = { everyone: true } | { everyone: false; userIds: Sql };

export type SubdepartmentFlag = 'manager_calendar' | 'manager_medical' | 'manager_tasks' | 'manager_reports';

export const NOBODY = sql`SELECT NULL::integer WHERE false`;
/** Conditions known without asking the database: `holds` answers them at once. */
export const ALWAYS = sql`TRUE`;
export const NEVER = sql`FALSE`;

/** managesDept(d): ids of live departments whose `user` is the caller, when they hold the role. Deleted means no power. */
export function managedDepartmentIds(caller: Caller): Sql {
  return hasRole(caller, ROLE.DEPARTMENT_MANAGER) ? sql`SELECT id FROM departments WHERE user_id = ${caller.id} AND NOT deleted` : NOBODY;
}

/**
 * managesSub(s), optionally restricted to sub-departments with `flag` on. A
 * deleted sub-department, or one of a deleted department, grants nothing.
 */
export function managedSubdepartmentIds(caller: Caller, flag?: SubdepartmentFlag): Sql {
  if (!hasRole(caller, ROLE.SUBDEPARTMENT_MANAGER)) return NOBODY;
  return sql`SELECT s.id FROM subdepartments s JOIN departments d ON d.id = s.department_id
             WHERE s.user_id = ${caller.id} AND NOT s.deleted AND NOT d.deleted ${flag ? raw(`AND s.${flag}`) : empty}`;
}

/** managesTeam(t): live teams only. */
export function managedTeamIds(caller: Caller): Sql {
  return hasRole(caller, ROLE.TEAM_MANAGER) ? sql`SELECT id FROM teams WHERE user_id = ${caller.id} AND NOT deleted` : NOBODY;
}

/** Ids of the departments a user belongs to, directly or through a team; `user` is an id or a column (`u.id`). */
export function departmentIdsOfUser(user: number | Sql): Sql {
  return sql`SELECT department_id FROM department_users WHERE user_id = ${user}
             UNION SELECT t.department_id FROM user_teams ut JOIN teams t ON t.id = ut.team_id WHERE ut.user_id = ${user}`;
}

/** usersOfDept(d) for every d in `departmentIds`: direct members plus members of the department's teams. */
export function usersOfDepartments(departmentIds: Sql): Sql {
  return sql`SELECT du.user_id FROM department_users du WHERE du.department_id IN (${departmentIds})
             UNION SELECT ut.user_id FROM user_teams ut JOIN teams t ON t.id = ut.team_id WHERE t.department_id IN (${departmentIds})`;
}

/** usersOfSub(s) for every s in `subdepartmentIds`: members of the teams under it. */
export function usersOfSubdepartments(subdepartmentIds: Sql): Sql {
  return sql`SELECT ut.user_id FROM user_teams ut JOIN teams t ON t.id = ut.team_id WHERE t.subdepartment_id IN (${subdepartmentIds})`;
}

/**
 * The managers whose calendar or medical scope can hold `userId`: those of the departments over them and of the
 * sub-departments over their teams, the inverse of the two functions above, whatever their roles, flags and
 * deletions (the rule asked next weighs those). A superset that spares asking the rule of every manager.
 */
export function managersOverUser(userId: number): Sql {
  return sql`SELECT d.user_id FROM departments d WHERE d.id IN (${departmentIdsOfUser(userId)})
             UNION SELECT s.user_id FROM subdepartments s JOIN teams t ON t.subdepartment_id = s.id
                   JOIN user_teams ut ON ut.team_id = t.id WHERE ut.user_id = ${userId}`;
}

function usersOfTeams(teamIds: Sql): Sql {
  return sql`SELECT ut.user_id FROM user_teams ut WHERE ut.team_id IN (${teamIds})`;
}

/**
 * The users of the sets the caller manages; a set the caller's roles do not give (NOBODY) is left out, so a
 * scope that covers nobody is known as such without asking the database.
 */
function scopeOf(caller: Caller, parts: [managed: Sql, usersOf: (ids: Sql) => Sql][]): UserScope {
  if (isAdmin(caller)) return { everyone: true };
  const held = parts.filter(([managed]) => managed !== NOBODY).map(([managed, usersOf]) => usersOf(managed));
  return { everyone: false, userIds: held.length ? join(held, ' UNION ') : NOBODY };
}

/** Users whose calendar (holidays, schedule changes, duty) the caller manages: canManageCalendarOf. */
export function calendarScope(caller: Caller): UserScope {
  return scopeOf(caller, [
    [managedDepartmentIds(caller), usersOfDepartments],
    [managedSubdepartmentIds(caller, 'manager_calendar'), usersOfSubdepartments],
  ]);
}

/** Users whose sick-leave justifications the caller handles: canManageMedicalOf. */
export function medicalScope(caller: Caller): UserScope {
  return scopeOf(caller, [
    [managedDepartmentIds(caller), usersOfDepartments],
    [managedSubdepartmentIds(caller, 'manager_medical'), usersOfSubdepartments],
  ]);
}

/** J1 scope: a justification (`alias`) of the caller's own, or of someone whose medical absences they handle. */
export function visibleJustificationCondition(caller: Caller, alias: string): Sql {
  return sql`(${raw(alias)}.user_id = ${caller.id} OR ${userInScope(`${alias}.user_id`, medicalScope(caller))})`;
}

/** Users any manager link of the caller covers (field views, deleted users in lists). */
export function managedUsersScope(caller: Caller): UserScope {
  return scopeOf(caller, [
    [managedDepartmentIds(caller), usersOfDepartments],
    [managedSubdepartmentIds(caller), usersOfSubdepartments],
    [managedTeamIds(caller), usersOfTeams],
  ]);
}

/** `column IN scope` as a condition; `column` is always a constant of the calling code. */
export function userInScope(column: string, scope: UserScope): Sql {
  return scope.everyone ? sql`TRUE` : sql`${raw(column)} IN (${scope.userIds})`;
}

/** Whether the user `userId` is in `scope`, as a condition: ALWAYS or NEVER when that is known already. */
export function idInScope(userId: number, scope: UserScope): Sql {
  if (scope.everyone) return ALWAYS;
  return scope.userIds === NOBODY ? NEVER : sql`${userId}::integer IN (${scope.userIds})`;
}

/** canAdministerTeam(t) for the team row aliased `alias`. */
export function canAdministerTeamCondition(caller: Caller, alias: string): Sql {
  if (isAdmin(caller)) return sql`TRUE`;
  return sql`(${raw(alias)}.department_id IN (${managedDepartmentIds(caller)})
              OR ${raw(alias)}.subdepartment_id IN (${managedSubdepartmentIds(caller)}))`;
}

/**
 * Which teams a caller may list (docs/api-contract.md §2.2 canSeeTeam reconciled with
 * §2.3 and E1): the organisation is readable by everyone, except deleted
 * teams (only for those who administer them) and managerOnly teams (only for
 * their administrators, their manager, their members and readers of the department).
 */
export function visibleTeamCondition(caller: Caller, alias: string): Sql {
  if (isAdmin(caller)) return sql`TRUE`;
  const t = raw(alias);
  return sql`(${canAdministerTeamCondition(caller, alias)}
              OR (NOT ${t}.deleted AND (
                NOT ${t}.manager_only
                OR ${t}.id IN (${managedTeamIds(caller)})
                OR EXISTS (SELECT 1 FROM user_teams mine WHERE mine.team_id = ${t}.id AND mine.user_id = ${caller.id})
                OR EXISTS (SELECT 1 FROM user_department_accesses access
                           WHERE access.department_id = ${t}.department_id AND access.user_id = ${caller.id} AND access.read_bool))))`;
}

/** Departments a caller may list: deleted ones only for admins (a deleted department gives its manager nothing). */
export function visibleDepartmentCondition(caller: Caller, alias: string): Sql {
  if (isAdmin(caller)) return sql`TRUE`;
  return sql`(NOT ${raw(alias)}.deleted)`;
}

/** Sub-departments a caller may list: deleted ones only for canAdministerSub (admin or the department's manager). */
export function visibleSubdepartmentCondition(caller: Caller, alias: string): Sql {
  if (isAdmin(caller)) return sql`TRUE`;
  return sql`(NOT ${raw(alias)}.deleted OR ${raw(alias)}.department_id IN (${managedDepartmentIds(caller)}))`;
}

/** Live departments the caller is a member of, directly or through a team. */
export function departmentsOfMember(caller: Caller): Sql {
  return sql`SELECT d.id FROM departments d WHERE NOT d.deleted AND (
               d.id IN (SELECT department_id FROM department_users WHERE user_id = ${caller.id})
               OR d.id IN (SELECT t.department_id FROM user_teams ut JOIN teams t ON t.id = ut.team_id WHERE ut.user_id = ${caller.id}))`;
}
