/**
 * What the task automation screen offers (spec 02 §6 "Departments offered in
 * automation", "Teams offered in automation"), and so which teams a caller
 * may automate (docs/api-contract.md K3 `auto_task`).
 */
import sql, { raw, type Sql } from 'sql-template-tag';
import type { Caller } from '../../core/authentication/caller.ts';
import type { Queryable } from '../../core/db/database.ts';
import { isAdmin, opensScreen } from '../../core/authorization/roles.ts';
import { departmentsOfMember, managedDepartmentIds, managedSubdepartmentIds, managedTeamIds } from '../../core/authorization/scope-sql.ts';
import type { DepartmentRow, TeamRow } from '../organisation/organisation-serializer.ts';

/** The roles of the 'Automatización de tareas' screen, as the screen's access rule reads them. */
export function automatesTasks(caller: Caller): boolean {
  return opensScreen(caller, 'taskAutomation');
}

/**
 * Departments offered: admins every live one; others the live ones they
 * belong to plus those they manage (the department itself, or one of its
 * sub-departments or teams, so a manager always reaches what they run).
 */
export function automationDepartmentCondition(caller: Caller, alias: string): Sql {
  const d = raw(alias);
  if (isAdmin(caller)) return sql`NOT ${d}.deleted`;
  return sql`(NOT ${d}.deleted AND (${d}.id IN (${departmentsOfMember(caller)})
              OR ${d}.id IN (${managedDepartmentIds(caller)})
              OR ${d}.id IN (SELECT s.department_id FROM subdepartments s WHERE s.id IN (${managedSubdepartmentIds(caller)}))
              OR ${d}.id IN (SELECT mt.department_id FROM teams mt WHERE mt.id IN (${managedTeamIds(caller)}))))`;
}

/**
 * Teams offered (in any department): admins, the department's manager and
 * readers of the department every live team; a sub-department manager the
 * teams of their sub-departments that are neither managerOnly nor hidden
 * from incidents; a team manager the teams they manage that are not
 * managerOnly; anyone else their own teams that are not managerOnly.
 */
export function automationTeamCondition(caller: Caller, alias: string): Sql {
  const t = raw(alias);
  if (isAdmin(caller)) return sql`NOT ${t}.deleted`;
  // Past the admin case above, the screen's other roles are the managers'.
  const isManager = automatesTasks(caller);
  return sql`(NOT ${t}.deleted AND (
      ${t}.department_id IN (${managedDepartmentIds(caller)})
      OR EXISTS (SELECT 1 FROM user_department_accesses access
                 WHERE access.department_id = ${t}.department_id AND access.user_id = ${caller.id} AND access.read_bool)
      OR (${t}.subdepartment_id IN (${managedSubdepartmentIds(caller)}) AND NOT ${t}.manager_only AND ${t}.incident_visible)
      OR (${t}.id IN (${managedTeamIds(caller)}) AND NOT ${t}.manager_only)
      OR (${!isManager} AND NOT ${t}.manager_only
          AND EXISTS (SELECT 1 FROM user_teams mine WHERE mine.team_id = ${t}.id AND mine.user_id = ${caller.id}))))`;
}

/** The departments offered, by name. */
export function offeredDepartments(db: Queryable, caller: Caller): Promise<DepartmentRow[]> {
  return db.query<DepartmentRow>(sql`SELECT d.* FROM departments d WHERE ${automationDepartmentCondition(caller, 'd')} ORDER BY d.name, d.id`);
}

/** The teams offered in one department, by name; none when the department itself is not offered. */
export function offeredTeams(db: Queryable, caller: Caller, departmentId: number): Promise<TeamRow[]> {
  return db.query<TeamRow>(
    sql`SELECT t.* FROM teams t JOIN departments d ON d.id = t.department_id
        WHERE t.department_id = ${departmentId} AND ${automationDepartmentCondition(caller, 'd')} AND ${automationTeamCondition(caller, 't')}
        ORDER BY t.name, t.id`,
  );
}
