/**
 * Who a caller may watch on the timeline of one department (docs/api-contract.md P7):
 * admins and the department's managers (or department managers with read
 * access to it) see all its users; sub-department managers only the members of
 * their own sub-departments' teams in it. Teams narrow that scope: admins and
 * department-level viewers choose any live team of the department,
 * sub-department managers their sub-departments' live teams.
 */
import sql, { raw, type Sql } from 'sql-template-tag';
import type { Caller } from '../../core/authentication/caller.ts';
import { hasRole, isAdmin, ROLE } from '../../core/authorization/roles.ts';
import { managedDepartmentIds, managedSubdepartmentIds, usersOfDepartments } from '../../core/authorization/scope-sql.ts';

/** TRUE when the caller sees the whole department `alias`. */
export function watchesWholeDepartment(caller: Caller, alias: string): Sql {
  if (isAdmin(caller)) return sql`TRUE`;
  const readers = hasRole(caller, ROLE.DEPARTMENT_MANAGER)
    ? sql`SELECT department_id FROM user_department_accesses WHERE user_id = ${caller.id} AND read_bool`
    : sql`SELECT NULL::integer WHERE false`;
  const d = raw(`${alias}.id`);
  return sql`(${d} IN (${managedDepartmentIds(caller)}) OR ${d} IN (${readers}))`;
}

/** Teams of department `departmentId` the caller may pick, given whether they see all of it. */
export function watchableTeams(caller: Caller, departmentId: number, whole: boolean): Sql {
  return whole
    ? sql`SELECT t.id FROM teams t WHERE t.department_id = ${departmentId} AND NOT t.deleted`
    : sql`SELECT t.id FROM teams t WHERE t.department_id = ${departmentId} AND NOT t.deleted
            AND t.subdepartment_id IN (${managedSubdepartmentIds(caller)})`;
}

/** The ids of the users on the caller's timeline of the department, optionally one team's members. */
export function watchedUserIds(caller: Caller, departmentId: number, whole: boolean, teamId: number | undefined): Sql {
  if (teamId !== undefined) return sql`SELECT ut.user_id FROM user_teams ut WHERE ut.team_id = ${teamId}`;
  if (whole) return usersOfDepartments(sql`SELECT ${departmentId}::integer`);
  return sql`SELECT ut.user_id FROM user_teams ut JOIN teams t ON t.id = ut.team_id
             WHERE t.department_id = ${departmentId} AND t.subdepartment_id IN (${managedSubdepartmentIds(caller)})`;
}

/** Whether the caller manages a live sub-department of the department `alias`. */
export function watchesPartOfDepartment(caller: Caller, alias: string): Sql {
  return sql`EXISTS (SELECT 1 FROM subdepartments s WHERE s.department_id = ${raw(`${alias}.id`)}
                     AND s.id IN (${managedSubdepartmentIds(caller)}))`;
}
