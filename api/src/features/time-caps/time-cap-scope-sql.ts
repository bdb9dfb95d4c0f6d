/**
 * Whose time caps a caller may grant, list and delete (spec 02 §6 "Time
 * caps", docs/api-contract.md Q1–Q3): admins everyone; a department manager the users of
 * the departments they belong to or manage; a sub-department manager the
 * members of their sub-departments' teams.
 */
import sql, { join } from 'sql-template-tag';
import type { Caller } from '../../core/authentication/caller.ts';
import { departmentsOfMember } from '../../core/authorization/scope-sql.ts';
import { hasRole, isAdmin, ROLE } from '../../core/authorization/roles.ts';
import { managedDepartmentIds, managedSubdepartmentIds, type UserScope, usersOfDepartments, usersOfSubdepartments } from '../../core/authorization/scope-sql.ts';

export function timeCapScope(caller: Caller): UserScope {
  if (isAdmin(caller)) return { everyone: true };
  const parts = [usersOfSubdepartments(managedSubdepartmentIds(caller))];
  if (hasRole(caller, ROLE.DEPARTMENT_MANAGER)) parts.push(usersOfDepartments(sql`${managedDepartmentIds(caller)} UNION ${departmentsOfMember(caller)}`));
  return { everyone: false, userIds: join(parts, ' UNION ') };
}
