/**
 * Creating the day's automatic tasks (docs/api-contract.md §9 `auto_task`). Each task is
 * created in one transaction that first claims its (automation, day) row in
 * `auto_task_runs`: the primary key lets exactly one transaction per day
 * through, however many instances, retries or restarts try, and a rollback
 * frees the day again. The notice e-mail is a job queued in that transaction.
 */
import { type AutoTaskValue, autoTaskProblem } from '@portal/shared-api/rules';
import sql from 'sql-template-tag';
import type { Database, InTransaction, Queryable } from '../../core/db/database.ts';
import type { EnqueueOptions, JobPayload } from '../../core/jobs/job-store.ts';
import { dueDayOf, isDueOn } from './auto-task-calendar.ts';

export const AUTO_TASK_ZONE = 'Europe/Madrid';
export const AUTO_TASK_NOTICE_JOB = 'auto-task-notice';
/** `tasks.status_id` of an active task. */
const ACTIVE = 1;

export type AutoTaskNoticePayload = { taskId: number; email: string; day: string };

export type AutoTaskDeps = {
  db: Database;
  enqueue: (tx: Queryable, kind: string, payload: JobPayload, options?: EnqueueOptions) => Promise<number | null>;
  /** Runs in the task's transaction with its assignees (notifications). */
  onAssigned?: (taskId: number) => InTransaction<number[]>;
};

/** `requester_id`: the person the tasks are requested by; the notice address in `value` only receives mail. */
type AutomationRow = { id: number; team_id: number; requester_id: number; value: unknown };

/** Creates the task of one automation for `day` unless that day already has it; the new task's id, or null. */
async function createOne(deps: AutoTaskDeps, automation: AutomationRow, value: AutoTaskValue, day: string): Promise<number | null> {
  return deps.db.transaction(async (tx) => {
    const [claimed] = await tx.query(
      sql`INSERT INTO auto_task_runs (configuration_id, run_date) VALUES (${automation.id}, ${day}::date) ON CONFLICT DO NOTHING RETURNING configuration_id`,
    );
    if (!claimed) return null;
    // Due by the end of the due day, Madrid time.
    const [task] = await tx.query<{ id: number }>(
      sql`INSERT INTO tasks (name, team_id, status_id, created_by_id, due_date)
          VALUES (${value.name}, ${automation.team_id}, ${ACTIVE}, ${automation.requester_id},
                  ((${dueDayOf(value.due, day)}::date + 1)::timestamp AT TIME ZONE ${AUTO_TASK_ZONE}) - interval '1 second')
          RETURNING id`,
    );
    if (!task) throw new Error('INSERT returned nothing');
    await tx.query(sql`INSERT INTO task_tags (task_id, tag_id) SELECT ${task.id}, id FROM tags WHERE id = ANY(${value.tags}::int[])`);
    // Users who left the team or were deleted since the automation was saved are not assigned.
    const assigned = await tx.query<{ user_id: number }>(
      sql`INSERT INTO task_users (task_id, user_id)
          SELECT ${task.id}, ut.user_id FROM user_teams ut JOIN users u ON u.id = ut.user_id
          WHERE ut.team_id = ${automation.team_id} AND ut.user_id = ANY(${value.users}::int[]) AND NOT u.deleted
          RETURNING user_id`,
    );
    await tx.query(sql`UPDATE auto_task_runs SET task_id = ${task.id} WHERE configuration_id = ${automation.id} AND run_date = ${day}::date`);
    await deps.onAssigned?.(task.id)(
      tx,
      assigned.map((row) => row.user_id),
    );
    const notice: AutoTaskNoticePayload = { taskId: task.id, email: value.email, day };
    await deps.enqueue(tx, AUTO_TASK_NOTICE_JOB, notice, { dedupeKey: `${automation.id}:${day}` });
    return task.id;
  });
}

/**
 * Creates, for every automation of a live team that is due on `day` (a Madrid
 * `YYYY-MM-DD`), its task for that day. Automations already done that day are
 * skipped; when one fails the others still run and the error is thrown at the
 * end, so the job is retried for the missing ones only.
 */
export async function createDueAutoTasks(deps: AutoTaskDeps, day: string): Promise<number[]> {
  const automations = await deps.db.query<AutomationRow>(
    sql`SELECT c.id, t.id AS team_id, COALESCE(c.user_id, t.user_id) AS requester_id, c.value
        FROM configurations c JOIN teams t ON t.id::text = c.data AND NOT t.deleted
        WHERE c.name = 'auto_task' ORDER BY c.id`,
  );
  const created: number[] = [];
  let failure: unknown;
  for (const automation of automations) {
    // The API validates every value it stores; a row written by other means is left alone.
    if (autoTaskProblem(automation.value) !== null) continue;
    const value = automation.value as AutoTaskValue;
    if (!isDueOn(value, day)) continue;
    try {
      const taskId = await createOne(deps, automation, value, day);
      if (taskId !== null) created.push(taskId);
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure !== undefined) throw failure;
  return created;
}
