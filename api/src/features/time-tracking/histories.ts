/** Work time entries (docs/api-contract.md P1–P5): listing, manual entries, deletion, a day and a week of one user. */
import sql, { raw } from 'sql-template-tag';
import type { Database, Queryable } from '../../core/db/database.ts';
import type { WorkTimeHistoryRow } from './work-time-history-serializer.ts';
import type { Caller } from '../../core/authentication/caller.ts';
import { recordedBetween } from '../sessions/sessions-repository.ts';
import { HISTORY_COLUMNS, type HistoryWithContext, lockClocksOf } from './history-sql.ts';
import { visibleTaskCondition } from '../tasks/task-scope-sql.ts';
import { seesAllEntriesCondition } from './time-scope-sql.ts';
import type { WorkKind } from './work-targets.ts';

export type ManualEntry = { userId: number; kind: WorkKind; targetId: number; start: Date; end: Date };

/**
 * Entries of a task or subtask (P1): everything for those who see every entry
 * of its task, only their own for the others (its requester).
 */
export async function entriesOf(db: Queryable, caller: Caller, kind: WorkKind, targetId: number, taskId: number): Promise<WorkTimeHistoryRow[]> {
  const [access] = await db.query<{ sees_all: boolean }>(sql`SELECT ${seesAllEntriesCondition(caller, 'k')} AS sees_all FROM tasks k WHERE k.id = ${taskId}`);
  return entryRows(db, caller, kind, targetId, access?.sees_all === true);
}

function entryRows(db: Queryable, caller: Caller, kind: WorkKind, targetId: number, seesAll: boolean): Promise<WorkTimeHistoryRow[]> {
  const column = raw(kind === 'task' ? 'task_id' : 'subtask_id');
  return db.query<WorkTimeHistoryRow>(
    sql`SELECT h.* FROM work_time_histories h WHERE h.${column} = ${targetId} ${seesAll ? sql`` : sql`AND h.user_id = ${caller.id}`} ORDER BY h.id`,
  );
}

/**
 * The listing of P1 on its own: whether the caller sees the task or subtask
 * (canSeeTask of its task) and sees all its entries, both in one statement;
 * undefined when it does not exist or is not theirs to see.
 */
export async function visibleEntriesOf(db: Queryable, caller: Caller, kind: WorkKind, targetId: number): Promise<WorkTimeHistoryRow[] | undefined> {
  const rights = sql`${visibleTaskCondition(caller, 'k')} AS visible, ${seesAllEntriesCondition(caller, 'k')} AS sees_all`;
  const [access] = await db.query<{ visible: boolean; sees_all: boolean }>(
    kind === 'task'
      ? sql`SELECT ${rights} FROM tasks k WHERE k.id = ${targetId}`
      : sql`SELECT ${rights} FROM subtasks s JOIN tasks k ON k.id = s.task_id WHERE s.id = ${targetId}`,
  );
  return access?.visible ? entryRows(db, caller, kind, targetId, access.sees_all) : undefined;
}

/**
 * Adds a closed manual entry (P2) unless it overlaps another entry of the
 * user (a running clock reaches into the future); check and insert run under
 * the user's clock lock. Undefined on overlap.
 */
export function addManualEntry(
  db: Database,
  entry: ManualEntry,
  alsoDo: (tx: Queryable, created: HistoryWithContext) => Promise<void>,
): Promise<HistoryWithContext | undefined> {
  return db.transaction(async (tx) => {
    await tx.query(lockClocksOf(entry.userId));
    const [overlap] = await tx.query<{ found: boolean }>(
      sql`SELECT EXISTS (SELECT 1 FROM work_time_histories WHERE user_id = ${entry.userId}
            AND started_at < ${entry.end} AND coalesce(ended_at, 'infinity'::timestamptz) > ${entry.start}) AS found`,
    );
    if (overlap?.found) return undefined;
    const [created] = await tx.query<HistoryWithContext>(
      sql`INSERT INTO work_time_histories AS h (user_id, ${raw(entry.kind === 'task' ? 'task_id' : 'subtask_id')}, started_at, ended_at)
          VALUES (${entry.userId}, ${entry.targetId}, ${entry.start}, ${entry.end}) RETURNING ${raw(HISTORY_COLUMNS)}`,
    );
    if (!created) throw new Error('INSERT returned nothing');
    await alsoDo(tx, created);
    return created;
  });
}

export async function findEntry(db: Queryable, id: number): Promise<HistoryWithContext | undefined> {
  const [row] = await db.query<HistoryWithContext>(sql`SELECT ${raw(HISTORY_COLUMNS)} FROM work_time_histories h WHERE h.id = ${id}`);
  return row;
}

/** Deletes a closed entry (P3) under its owner's clock lock; false when it is gone or running. */
export function removeClosedEntry(db: Database, entry: HistoryWithContext, alsoDo: (tx: Queryable) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query(lockClocksOf(entry.user_id));
    const deleted = await tx.query(sql`DELETE FROM work_time_histories WHERE id = ${entry.id} AND ended_at IS NOT NULL RETURNING id`);
    if (deleted.length === 0) return false;
    await alsoDo(tx);
    return true;
  });
}

/** Recorded seconds and entries of one calendar day in the user's time zone (P4). */
export async function workDay(db: Queryable, userId: number, date: string): Promise<{ seconds: number; histories: WorkTimeHistoryRow[] }> {
  const bounds = sql`WITH b AS (
      SELECT u.id, (${date}::date::timestamp AT TIME ZONE u.timezone) AS day_start, ((${date}::date + 1)::timestamp AT TIME ZONE u.timezone) AS day_end
      FROM users u WHERE u.id = ${userId})`;
  const [[total], histories] = await Promise.all([
    db.query<{ seconds: number }>(sql`${bounds} SELECT ${recordedBetween('b.day_start', 'b.day_end')} AS seconds FROM b`),
    db.query<WorkTimeHistoryRow>(
      sql`${bounds} SELECT h.* FROM work_time_histories h, b
          WHERE h.user_id = b.id AND h.started_at < b.day_end AND coalesce(h.ended_at, now()) > b.day_start ORDER BY h.started_at, h.id`,
    ),
  ]);
  return { seconds: total?.seconds ?? 0, histories };
}

/** Recorded seconds of each day of the current ISO week in the user's time zone (P5). */
export async function workWeek(db: Queryable, userId: number): Promise<{ weekStart: string; days: Record<string, number> }> {
  const rows = await db.query<{ day: string; seconds: number }>(
    sql`WITH b AS (SELECT u.id, u.timezone, date_trunc('week', now() AT TIME ZONE u.timezone) AS week_local FROM users u WHERE u.id = ${userId})
        SELECT to_char(d.local, 'YYYY-MM-DD') AS day,
          ${recordedBetween('(d.local AT TIME ZONE b.timezone)', "((d.local + interval '1 day') AT TIME ZONE b.timezone)")} AS seconds
        FROM b, generate_series(b.week_local, b.week_local + interval '6 days', interval '1 day') AS d(local)
        ORDER BY d.local`,
  );
  return { weekStart: rows[0]?.day ?? '', days: Object.fromEntries(rows.map((row) => [row.day, row.seconds])) };
}
