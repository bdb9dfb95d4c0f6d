/** Who may clock time on a task or subtask, and who sees every entry of it (docs/api-contract.md M13, N5, P1, P2). */
import sql, { raw, type Sql } from 'sql-template-tag';
import type { Caller } from '../../core/authentication/caller.ts';
import { isAdmin } from '../../core/authorization/roles.ts';
import { boardTeamCondition, runsTeamCondition } from '../tasks/task-scope-sql.ts';

const assignedTo = (caller: Caller, taskAlias: string) =>
  sql`EXISTS (SELECT 1 FROM task_users worker WHERE worker.task_id = ${raw(taskAlias)}.id AND worker.user_id = ${caller.id})`;

/** The caller works on the task row aliased `taskAlias`: assigned to it, a member of its team, or runs the team. */
export function worksOnTaskCondition(caller: Caller, taskAlias: string): Sql {
  if (isAdmin(caller)) return sql`TRUE`;
  const k = raw(taskAlias);
  return sql`(${assignedTo(caller, taskAlias)}
              OR EXISTS (SELECT 1 FROM user_teams crew WHERE crew.team_id = ${k}.team_id AND crew.user_id = ${caller.id})
              OR EXISTS (SELECT 1 FROM teams work_team WHERE work_team.id = ${k}.team_id AND ${runsTeamCondition(caller, 'work_team')}))`;
}

/** As above for a subtask row aliased `subtaskAlias` of the task `taskAlias`, also when assigned to the subtask alone. */
export function worksOnSubtaskCondition(caller: Caller, subtaskAlias: string, taskAlias: string): Sql {
  return sql`(${worksOnTaskCondition(caller, taskAlias)}
              OR EXISTS (SELECT 1 FROM subtask_users sub_worker WHERE sub_worker.subtask_id = ${raw(subtaskAlias)}.id AND sub_worker.user_id = ${caller.id}))`;
}

/**
 * Sees every entry of the task (P1): its board is visible or the caller is
 * assigned to it; others who see the task (its requester) get their own entries only.
 */
export function seesAllEntriesCondition(caller: Caller, taskAlias: string): Sql {
  if (isAdmin(caller)) return sql`TRUE`;
  return sql`(${assignedTo(caller, taskAlias)}
              OR EXISTS (SELECT 1 FROM teams entry_team WHERE entry_team.id = ${raw(taskAlias)}.team_id AND ${boardTeamCondition(caller, 'entry_team')}))`;
}
