/** What the task lists ask beyond what the caller may see, as conditions on the task row `k`. */
import sql, { type Sql } from 'sql-template-tag';
import type { Caller } from '../../core/authentication/caller.ts';
import { isAdmin } from '../../core/authorization/roles.ts';
import { runsTeamCondition, unlockTasksTeamCondition } from './task-scope-sql.ts';

/**
 * The incidents person `userId` raised (M8), created by them or requested from their e-mail:
 * all of them for that person and for admins, for anyone else only those on teams they run.
 */
export function raisedIncidentsCondition(caller: Caller, userId: number): Sql {
  const scope = userId === caller.id || isAdmin(caller) ? sql`TRUE` : sql`EXISTS (SELECT 1 FROM teams t WHERE t.id = k.team_id AND ${runsTeamCondition(caller, 't')})`;
  return sql`k.incident AND NOT k.deleted AND ${scope}
            AND (k.created_by_id = ${userId} OR lower(k.email) = (SELECT lower(u.email) FROM users u WHERE u.id = ${userId}))`;
}

/** Live tasks in `status` on live teams whose tasks the caller may unlock (M2). */
export function awaitingUnlockCondition(caller: Caller, status: number): Sql {
  return sql`k.status_id = ${status} AND NOT k.deleted
        AND EXISTS (SELECT 1 FROM teams t WHERE t.id = k.team_id AND NOT t.deleted AND ${unlockTasksTeamCondition(caller, 't')})`;
}
