/** The task or subtask a clock or a manual entry is about, with what the rules need to know of it. */
import sql, { raw } from 'sql-template-tag';
import type { Queryable } from '../../core/db/database.ts';
import type { Caller } from '../../core/authentication/caller.ts';
import { visibleTaskCondition } from '../tasks/task-scope-sql.ts';
import { worksOnSubtaskCondition, worksOnTaskCondition } from './time-scope-sql.ts';

export type WorkKind = 'task' | 'subtask';

export type WorkTarget = {
  kind: WorkKind;
  id: number;
  name: string;
  task_id: number;
  team_id: number;
  /** The subtask or its task is deleted. */
  deleted: boolean;
  store: boolean;
  /** The caller may clock time on it. */
  may_work: boolean;
  /** canSeeTask of its task. */
  visible: boolean;
  /** The caller's clock runs on it: a toggle would pause it. */
  running: boolean;
};

const runsOn = (caller: Caller, column: 'task_id' | 'subtask_id', alias: string) =>
  sql`EXISTS (SELECT 1 FROM work_time_histories h WHERE h.user_id = ${caller.id} AND h.${raw(column)} = ${raw(alias)}.id AND h.ended_at IS NULL)`;

/** The target with the caller's rights on it, whoever may see it (routes decide between 403 and 404). */
export async function findWorkTarget(db: Queryable, caller: Caller, kind: WorkKind, id: number): Promise<WorkTarget | undefined> {
  const [row] =
    kind === 'task'
      ? await db.query<WorkTarget>(
          sql`SELECT 'task' AS kind, k.id, k.name, k.id AS task_id, k.team_id, k.deleted, k.store,
                ${worksOnTaskCondition(caller, 'k')} AS may_work, ${visibleTaskCondition(caller, 'k')} AS visible,
                ${runsOn(caller, 'task_id', 'k')} AS running
              FROM tasks k WHERE k.id = ${id}`,
        )
      : await db.query<WorkTarget>(
          sql`SELECT 'subtask' AS kind, s.id, s.name, k.id AS task_id, k.team_id, (s.deleted OR k.deleted) AS deleted, k.store,
                ${worksOnSubtaskCondition(caller, 's', 'k')} AS may_work, ${visibleTaskCondition(caller, 'k')} AS visible,
                ${runsOn(caller, 'subtask_id', 's')} AS running
              FROM subtasks s JOIN tasks k ON k.id = s.task_id WHERE s.id = ${id}`,
        );
  return row;
}

/** Spanish noun of a target for the answer's sentences. */
export const workNoun = (kind: WorkKind) => (kind === 'task' ? 'la tarea' : 'la subtarea');
