/** Play/pause of the caller's clock on a task or subtask (docs/api-contract.md M13, N5) and their running clocks (M3). */
import sql, { raw } from 'sql-template-tag';
import { departmentIdsOfUser } from '../../core/authorization/scope-sql.ts';
import type { Database, Queryable } from '../../core/db/database.ts';
import { type ClockedRow, timeWorkingSql } from './work-time-history-serializer.ts';
import type { Caller } from '../../core/authentication/caller.ts';
import { HISTORY_COLUMNS, type HistoryWithContext, lockClocksOf } from './history-sql.ts';
import { type WorkKind, type WorkTarget, workNoun } from './work-targets.ts';

/** What a toggle changed: every history it opened or closed, and the sentences for the answer's `info`. */
export type ClockChange = { changed: HistoryWithContext[]; info: string[]; running: boolean };

const quoted = (name: string | null) => `"${name ?? ''}"`;

function pausedSentence(history: HistoryWithContext): string {
  return history.subtask_id === null ? `Se ha pausado la tarea ${quoted(history.task_name)}` : `Se ha pausado la subtarea ${quoted(history.subtask_name)}`;
}

/** Whether one of the user's (live) departments allows several running clocks. */
async function allowsMultitask(tx: Queryable, userId: number): Promise<boolean> {
  const [row] = await tx.query<{ allowed: boolean }>(
    sql`SELECT EXISTS (SELECT 1 FROM departments d WHERE d.allow_multitask AND NOT d.deleted AND d.id IN (${departmentIdsOfUser(userId)})) AS allowed`,
  );
  return row?.allowed === true;
}

const targetColumn = (kind: WorkKind) => raw(kind === 'task' ? 'task_id' : 'subtask_id');

/**
 * Toggles the user's clock on `target` in one transaction under the user's
 * clock lock: an open clock there is closed; otherwise, unless a department of
 * theirs allows multitasking, every other open clock is closed first, then a
 * new one opens. `alsoDo` runs in the same transaction (live updates).
 * The refusal is decided before the transaction: PGlite's single connection
 * cannot answer other queries while the transaction holds it.
 * Times come from `clock_timestamp()`: a transaction that waited for the lock
 * must not close a clock before it was opened.
 */
export function toggleClock(
  db: Database,
  userId: number,
  target: WorkTarget,
  alsoDo: (tx: Queryable, change: ClockChange) => Promise<void>,
  /** Thrown instead of starting (deleted or archived task, `lock_tasks`); pausing is always allowed. */
  refuseStart: Error | undefined,
): Promise<ClockChange> {
  return db.transaction(async (tx) => {
    await tx.query(lockClocksOf(userId));
    const [paused] = await tx.query<HistoryWithContext>(
      sql`UPDATE work_time_histories h SET ended_at = greatest(clock_timestamp(), h.started_at)
          WHERE h.user_id = ${userId} AND h.${targetColumn(target.kind)} = ${target.id} AND h.ended_at IS NULL
          RETURNING ${raw(HISTORY_COLUMNS)}`,
    );
    let change: ClockChange;
    if (paused) {
      change = { changed: [paused], info: [pausedSentence(paused)], running: false };
    } else {
      if (refuseStart) throw refuseStart;
      const stopped = (await allowsMultitask(tx, userId))
        ? []
        : await tx.query<HistoryWithContext>(
            sql`UPDATE work_time_histories h SET ended_at = greatest(clock_timestamp(), h.started_at)
                WHERE h.user_id = ${userId} AND h.ended_at IS NULL RETURNING ${raw(HISTORY_COLUMNS)}`,
          );
      const [started] = await tx.query<HistoryWithContext>(
        sql`INSERT INTO work_time_histories AS h (user_id, ${targetColumn(target.kind)}, started_at)
            VALUES (${userId}, ${target.id}, clock_timestamp()) RETURNING ${raw(HISTORY_COLUMNS)}`,
      );
      if (!started) throw new Error('INSERT returned nothing');
      change = {
        changed: [...stopped, started],
        info: [...stopped.map(pausedSentence), `Se ha iniciado ${workNoun(target.kind)} ${quoted(target.name)}`],
        running: true,
      };
    }
    await alsoDo(tx, change);
    return change;
  });
}

/** The slim task or subtask of a clock answer: its derived time and whether the user's clock runs on it. */
export async function clockedRow(db: Queryable, userId: number, kind: WorkKind, id: number): Promise<ClockedRow | undefined> {
  const timeWorking = timeWorkingSql('x');
  const running = sql`EXISTS (SELECT 1 FROM work_time_histories r WHERE r.user_id = ${userId} AND r.${targetColumn(kind)} = x.id AND r.ended_at IS NULL)`;
  const [row] =
    kind === 'task'
      ? await db.query<ClockedRow>(
          sql`SELECT x.id, x.name, x.team_id AS parent_id, x.team_id, ${raw(timeWorking)} AS time_working, ${running} AS running FROM tasks x WHERE x.id = ${id}`,
        )
      : await db.query<ClockedRow>(
          sql`SELECT x.id, x.name, x.task_id AS parent_id, k.team_id, ${raw(timeWorking)} AS time_working, ${running} AS running
              FROM subtasks x JOIN tasks k ON k.id = x.task_id WHERE x.id = ${id}`,
        );
  return row;
}

/** The user's open histories (M3), oldest first, with names and teams. */
export function openClocks(db: Queryable, caller: Caller): Promise<HistoryWithContext[]> {
  return db.query<HistoryWithContext>(
    sql`SELECT ${raw(HISTORY_COLUMNS)} FROM work_time_histories h WHERE h.user_id = ${caller.id} AND h.ended_at IS NULL ORDER BY h.started_at, h.id`,
  );
}

/**
 * The user's most recently closed history on a task or subtask they could start again (live, not archived, not
 * running now): what the home offers to resume in one click.
 */
export async function lastClosedClock(db: Queryable, caller: Caller): Promise<HistoryWithContext | undefined> {
  const [row] = await db.query<HistoryWithContext>(
    sql`SELECT ${raw(HISTORY_COLUMNS)} FROM work_time_histories h
        JOIN tasks k ON k.id = coalesce(h.task_id, (SELECT s.task_id FROM subtasks s WHERE s.id = h.subtask_id))
        WHERE h.user_id = ${caller.id} AND h.ended_at IS NOT NULL AND NOT k.deleted AND NOT k.store
          AND NOT EXISTS (SELECT 1 FROM subtasks gone WHERE gone.id = h.subtask_id AND gone.deleted)
          AND NOT EXISTS (SELECT 1 FROM work_time_histories r WHERE r.user_id = h.user_id AND r.ended_at IS NULL
                          AND r.task_id IS NOT DISTINCT FROM h.task_id AND r.subtask_id IS NOT DISTINCT FROM h.subtask_id)
        ORDER BY h.started_at DESC, h.id DESC LIMIT 1`,
  );
  return row;
}
