/**
 * Whose time caps a caller may grant, list and delete (spec 02 §6 "Time
 * caps", contract Q1–Q3): admins everyone; a department manager the users of
 * the departments they belong to or manage; a sub-department manager the
 * members of their sub-departments' teams.
 */
import sql, { join, type Sql } from 'sql-template-tag';
import type { Caller } from '../authentication/caller.ts';
import { hasRole, isAdmin, ROLE } from './roles.ts';
import { managedDepartmentIds, managedSubdepartmentIds, type UserScope, usersOfDepartments, usersOfSubdepartments } from './scope-sql.ts';

/** The roles of the 'Conceder timecaps' screen; nobody else writes caps. */
export function grantsTimeCaps(caller: Caller): boolean {
  return isAdmin(caller) || hasRole(caller, ROLE.DEPARTMENT_MANAGER) || hasRole(caller, ROLE.SUBDEPARTMENT_MANAGER);
}

/** Live departments the caller is a member of, directly or through a team. */
function departmentsOfMember(caller: Caller): Sql {
  return sql`SELECT d.id FROM departments d WHERE NOT d.deleted AND (
               d.id IN (SELECT department_id FROM department_users WHERE user_id = ${caller.id})
               OR d.id IN (SELECT t.department_id FROM user_teams ut JOIN teams t ON t.id = ut.team_id WHERE ut.user_id = ${caller.id}))`;
}

export function timeCapScope(caller: Caller): UserScope {
  if (isAdmin(caller)) return { everyone: true };
  const parts = [usersOfSubdepartments(managedSubdepartmentIds(caller))];
  if (hasRole(caller, ROLE.DEPARTMENT_MANAGER)) parts.push(usersOfDepartments(sql`${managedDepartmentIds(caller)} UNION ${departmentsOfMember(caller)}`));
  return { everyone: false, userIds: join(parts, ' UNION ') };
}
