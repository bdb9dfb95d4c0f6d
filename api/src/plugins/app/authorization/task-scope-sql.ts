/**
 * Task scope predicates of contract §2.2 as SQL: who sees a team's board
 * (`canSeeTeam` in its strict form, which requires belonging to the team's
 * department), who sees a task (`canSeeTask`) and who may add tasks to a team.
 * Team names and logos stay readable by everyone (§2.3); boards and tasks do not.
 */
import sql, { raw, type Sql } from 'sql-template-tag';
import type { Caller } from '../authentication/caller.ts';
import { isAdmin } from './roles.ts';
import { canAdministerTeamCondition, managedDepartmentIds, managedTeamIds } from './scope-sql.ts';

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
 * assigned to it. Deleted tasks only go to those who run the team.
 */
export function visibleTaskCondition(caller: Caller, alias: string): Sql {
  if (isAdmin(caller)) return sql`TRUE`;
  const k = raw(alias);
  const team = (condition: Sql) => sql`EXISTS (SELECT 1 FROM teams kt WHERE kt.id = ${k}.team_id AND ${condition})`;
  return sql`((NOT ${k}.deleted OR ${team(runsTeamCondition(caller, 'kt'))})
              AND (${team(boardTeamCondition(caller, 'kt'))}
                   OR ${ownTaskCondition(caller, alias)}
                   OR EXISTS (SELECT 1 FROM task_users assigned WHERE assigned.task_id = ${k}.id AND assigned.user_id = ${caller.id})))`;
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

/** Adding an ordinary task (M5): a member of the team, its manager or its administrators. */
export function taskAuthorTeamCondition(caller: Caller, alias: string): Sql {
  return sql`(NOT ${raw(alias)}.deleted AND (${isMemberOf(caller, `${alias}.id`)} OR ${runsTeamCondition(caller, alias)}))`;
}

/** Attaching a file to a task (R1): its creator or requester, or a member or manager of its team. */
export function taskAttachCondition(caller: Caller, alias: string): Sql {
  const k = raw(alias);
  return sql`(NOT ${k}.deleted AND (${ownTaskCondition(caller, alias)}
              OR EXISTS (SELECT 1 FROM teams attach_team WHERE attach_team.id = ${k}.team_id AND (${isMemberOf(caller, 'attach_team.id')} OR ${runsTeamCondition(caller, 'attach_team')}))))`;
}
