import sql from 'sql-template-tag';
import type { Caller } from '../../core/authentication/caller.ts';
import { isAdmin } from '../../core/authorization/roles.ts';
import { managedDepartmentIds, managedSubdepartmentIds } from '../../core/authorization/scope-sql.ts';
import type { Queryable } from '../../core/db/database.ts';
import { audience } from '../../core/live-updates/audiences.ts';
import { boardTeamCondition } from '../tasks/task-scope-sql.ts';

/**
 * What a subscriber token allows: the user's own topic, the teams whose board
 * they see (team topics carry tasks, messages and work time, so a team name
 * readable by everyone is not enough),
 * the departments they manage, the sub-departments they manage with calendar
 * or medical powers, the notices meant for everyone, and everything for admins.
 */
export async function subscriberTopics(db: Queryable, caller: Caller): Promise<string[]> {
  const [teams, departments, subdepartments] = await Promise.all([
    db.query<{ id: number }>(sql`SELECT t.id FROM teams t WHERE ${boardTeamCondition(caller, 't')} ORDER BY t.id`),
    db.query<{ id: number }>(sql`SELECT id FROM departments WHERE id IN (${managedDepartmentIds(caller)}) ORDER BY id`),
    db.query<{ id: number }>(
      sql`SELECT id FROM subdepartments WHERE id IN (${managedSubdepartmentIds(caller, 'manager_calendar')})
          OR id IN (${managedSubdepartmentIds(caller, 'manager_medical')}) ORDER BY id`,
    ),
  ]);
  return [
    audience.user(caller.id),
    audience.everyone,
    ...teams.map((team) => audience.team(team.id)),
    ...departments.map((department) => audience.department(department.id)),
    ...subdepartments.map((sub) => audience.subdepartment(sub.id)),
    ...(isAdmin(caller) ? [audience.admin] : []),
  ];
}
