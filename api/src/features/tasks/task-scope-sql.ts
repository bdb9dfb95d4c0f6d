/**
 * Task scope predicates of docs/api-contract.md §2.2 as SQL: who sees a team's board
 * (`canSeeTeam` in its strict form, which requires belonging to the team's
 * department), who sees a task (`canSeeTask`) and who may add tasks to a team.
 * Team names and logos stay readable by everyone (§2.3); boards and tasks do not.
 */
import sql, { raw, type Sql } from 'sql-template-tag';
import type { Caller } from '../../core/authentication/caller.ts';
import { hasRole, isAdmin, ROLE } from '../../core/authorization/roles.ts';
import { canAdministerTeamCondition, managedDepartmentIds, managedSubdepartmentIds, managedTeamIds } from '../../core/authorization/scope-sql.ts';

const isMemberOf = (caller: Caller, teamColumn: string) =>
  sql`EXISTS (SELECT 1 FROM user_teams member WHERE member.team_id = ${raw(teamColumn)} AND member.user_id = ${caller.id})`;

/** usersOfDept(t.department) ∋ caller: a direct member of the department or of one of its teams. */
function belongsToDepartmentOf(caller: Caller, alias: string): Sql {
  const t = raw(alias);
  return sql`(EXISTS (SELECT 1 FROM department_users direct WHERE direct.department_id = ${t}.department_id AND direct.user_id = ${caller.id})
              OR EXISTS (SELECT 1 FROM user_teams mine JOIN teams sibling ON sibling.id = mine.team_id
                         WHERE mine.user_id = ${caller.id} AND sibling.department_id = ${t}.department_id))`;
}

/** canAdministerTeam ∨ managesTeam for the team row aliased `alias`: who runs the board. */
export function runsTeamCondition(caller: Caller, alias: string): Sql {
  return sql`(${canAdministerTeamCondition(caller, alias)} OR ${raw(alias)}.id IN (${managedTeamIds(caller)}))`;
}

/** canSeeTeam(t) of §2.2 for the board of the team row aliased `alias`; deleted teams only for those who run them. */
export function boardTeamCondition(caller: Caller, alias: string): Sql {
  if (isAdmin(caller)) return sql`TRUE`;
  const t = raw(alias);
  return sql`(${runsTeamCondition(caller, alias)}
              OR (NOT ${t}.deleted AND (
                ${isMemberOf(caller, `${alias}.id`)}
                OR EXISTS (SELECT 1 FROM user_department_accesses access
                           WHERE access.department_id = ${t}.department_id AND access.user_id = ${caller.id} AND access.read_bool)
                OR (NOT ${t}.manager_only AND ${belongsToDepartmentOf(caller, alias)}))))`;
}

/** The caller created or requested the task row aliased `alias` (incident `email` = caller's e-mail). */
export function ownTaskCondition(caller: Caller, alias: string): Sql {
  const k = raw(alias);
  return sql`(${k}.created_by_id = ${caller.id} OR lower(${k}.email) = lower(${caller.email}))`;
}

/**
 * canSeeTask(k): its board is visible, or the caller created, requested or is
 * assigned to it. Deleted tasks only go to those who run the team. The team
 * and assignment sets do not depend on the row, so PostgreSQL computes each
 * once per query (a hashed subplan) instead of once per task.
 */
export function visibleTaskCondition(caller: Caller, alias: string): Sql {
  if (isAdmin(caller)) return sql`TRUE`;
  const k = raw(alias);
  return sql`((NOT ${k}.deleted OR ${k}.team_id IN (SELECT runner_team.id FROM teams runner_team WHERE ${runsTeamCondition(caller, 'runner_team')}))
              AND (${k}.team_id IN (SELECT board.id FROM teams board WHERE ${boardTeamCondition(caller, 'board')})
                   OR ${ownTaskCondition(caller, alias)}
                   OR ${k}.id IN (SELECT assigned.task_id FROM task_users assigned WHERE assigned.user_id = ${caller.id})))`;
}

/**
 * Raising an incident (M5): the team is not deleted and offered to everyone
 * (incidentVisible, not managerOnly), or the caller is an admin or manages its department.
 */
export function incidentTeamCondition(caller: Caller, alias: string): Sql {
  const t = raw(alias);
  if (isAdmin(caller)) return sql`NOT ${t}.deleted`;
  return sql`(NOT ${t}.deleted AND ((${t}.incident_visible AND NOT ${t}.manager_only) OR ${t}.department_id IN (${managedDepartmentIds(caller)})))`;
}

/** The caller's own team: one they are a member of or run (its manager, its administrators). */
export function ownTeamCondition(caller: Caller, alias: string): Sql {
  return sql`(${isMemberOf(caller, `${alias}.id`)} OR ${runsTeamCondition(caller, alias)})`;
}

/** Adding an ordinary task (M5): a member of the team, its manager or its administrators. */
export function taskAuthorTeamCondition(caller: Caller, alias: string): Sql {
  return sql`(NOT ${raw(alias)}.deleted AND ${ownTeamCondition(caller, alias)})`;
}

/** Attaching a file to a task (R1): its creator or requester, or a member or manager of its team. */
export function taskAttachCondition(caller: Caller, alias: string): Sql {
  const k = raw(alias);
  return sql`(NOT ${k}.deleted AND (${ownTaskCondition(caller, alias)}
              OR EXISTS (SELECT 1 FROM teams attach_team WHERE attach_team.id = ${k}.team_id AND (${isMemberOf(caller, 'attach_team.id')} OR ${runsTeamCondition(caller, 'attach_team')}))))`;
}

/** The task row aliased `alias` belongs to a team that satisfies `condition` on the team alias `teamAlias`. */
function taskTeam(alias: string, teamAlias: string, condition: Sql): Sql {
  return sql`EXISTS (SELECT 1 FROM teams ${raw(teamAlias)} WHERE ${raw(teamAlias)}.id = ${raw(alias)}.team_id AND ${condition})`;
}

/**
 * Working on a task (M6 member fields, M9, N3, N4, L4): the task is live and
 * the caller is a member of its live team or runs that team.
 */
export function taskWorkerCondition(caller: Caller, alias: string): Sql {
  return sql`(NOT ${raw(alias)}.deleted AND ${taskTeam(alias, 'work_team', taskAuthorTeamCondition(caller, 'work_team'))})`;
}

/** Running the task's team (M6 `deleted`, `store`, `team`, ordinary status changes; file and message removal). */
export function taskRunnerCondition(caller: Caller, alias: string): Sql {
  return taskTeam(alias, 'run_team', runsTeamCondition(caller, 'run_team'));
}

/**
 * Unlocking requested or rejected tasks of the team row aliased `alias` (M2, M6
 * status moves through 2 and 3, M10, M11): admins, the department's manager,
 * a manager of its sub-department with `managerTasks`, and the team's own
 * manager when the team's `team_unlock_tasks` is "1".
 */
export function unlockTasksTeamCondition(caller: Caller, alias: string): Sql {
  if (isAdmin(caller)) return sql`TRUE`;
  const t = raw(alias);
  return sql`(${t}.department_id IN (${managedDepartmentIds(caller)})
              OR ${t}.subdepartment_id IN (${managedSubdepartmentIds(caller, 'manager_tasks')})
              OR (${t}.id IN (${managedTeamIds(caller)})
                  AND EXISTS (SELECT 1 FROM configurations unlock WHERE unlock.name = 'team_unlock_tasks'
                              AND unlock.data = ${t}.id::text AND unlock.value @> '["1"]'::jsonb)))`;
}

/** The unlock power over the task row aliased `alias`. */
export function taskUnlockCondition(caller: Caller, alias: string): Sql {
  return taskTeam(alias, 'unlock_team', unlockTasksTeamCondition(caller, 'unlock_team'));
}

/**
 * The tasks a report reader searches (M7), on the team row aliased `alias`: all for admins and
 * inspectors, their departments' for department managers; undefined for anyone else.
 */
export function searchTeamCondition(caller: Caller, alias: string): Sql | undefined {
  if (isAdmin(caller) || hasRole(caller, ROLE.INSPECTOR)) return sql`TRUE`;
  if (hasRole(caller, ROLE.DEPARTMENT_MANAGER)) return sql`${raw(alias)}.department_id IN (${managedDepartmentIds(caller)})`;
  return undefined;
}
