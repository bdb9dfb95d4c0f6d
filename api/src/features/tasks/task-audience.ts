import sql from 'sql-template-tag';
import type { Queryable } from '../../core/db/database.ts';
import { audience } from '../../core/live-updates/audiences.ts';

/**
 * Who hears about a change to a task or to anything on it (subtasks, messages,
 * files): its team's topic, its assignees, creator and requester, and admins.
 * Team topics reach everyone who may read the team's name, a wider circle than
 * its board, so task updates only ever carry IRIs (boards reload through their scope).
 */
export async function taskAudience(db: Queryable, taskId: number): Promise<string[]> {
  const [row] = await db.query<{ team_id: number; people: number[] }>(
    sql`SELECT k.team_id,
               ARRAY(SELECT user_id FROM task_users WHERE task_id = k.id
                     UNION SELECT k.created_by_id WHERE k.created_by_id IS NOT NULL
                     UNION SELECT u.id FROM users u WHERE k.email IS NOT NULL AND lower(u.email) = lower(k.email)) AS people
        FROM tasks k WHERE k.id = ${taskId}`,
  );
  if (!row) return [audience.admin];
  return [audience.team(row.team_id), ...row.people.map((id) => audience.user(id)), audience.admin];
}
