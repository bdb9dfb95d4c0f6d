/**
 * Charging work to time caps (docs/api-contract.md Q2, M13): closed work on a task
 * requested by a cap's user is charged to that user's oldest cap, granted
 * before the work started, that has time left; a cap never goes below zero,
 * so what does not fit stays uncharged (the history's `timeCapTime` is then
 * smaller than its duration). The charges of a requester are recomputed as a
 * whole whenever one of the histories or caps involved changes, so deleting
 * or editing a history gives its time back in order.
 *
 * A history detached by the deletion of its cap keeps its recorded
 * `timeCapTime` (docs/api-contract.md Q3) and is never charged again.
 */
import sql from 'sql-template-tag';
import type { Queryable } from '../../core/db/database.ts';
import { requestedBy, requestersOf } from '../reports/report-sql.ts';

/** What identifies the requester(s) a history's charge belongs to. */
export type ChargedHistory = { task_id: number | null; subtask_id: number | null; time_cap_id: number | null };

type Cap = { id: number; time: number; created_at: Date };
type Candidate = { id: number; started_at: Date; seconds: number; time_cap_id: number | null; time_cap_time: number; eligible: boolean };

/** Serialises the recomputation of one requester's charges across instances. */
const lockCapsOf = (userId: number) => sql`SELECT pg_advisory_xact_lock(hashtext('time_caps'), ${userId})`;

/** Recomputes the charges of every requester the given histories (changed, added or deleted) touch. */
export async function chargeTimeCaps(tx: Queryable, histories: ChargedHistory[]): Promise<void> {
  if (histories.length === 0) return;
  const taskIds = histories.map((h) => h.task_id).filter((id): id is number => id !== null);
  const subtaskIds = histories.map((h) => h.subtask_id).filter((id): id is number => id !== null);
  const capIds = histories.map((h) => h.time_cap_id).filter((id): id is number => id !== null);
  // One list of ids, so the tasks are read through their key (an OR of two conditions would read them all).
  const touchedTasks = sql`SELECT id, email, created_by_id FROM tasks
                           WHERE id = ANY(${taskIds}::int[] || ARRAY(SELECT task_id FROM subtasks WHERE id = ANY(${subtaskIds}::int[])))`;
  const rows = await tx.query<{ user_id: number }>(
    sql`SELECT id AS user_id FROM (${requestersOf(touchedTasks)}) requesters UNION SELECT user_id FROM time_caps WHERE id = ANY(${capIds}::int[]) ORDER BY 1`,
  );
  for (const row of rows) await rechargeRequester(tx, row.user_id);
}

/** Recomputes every charge to the caps of `userId` (inside the caller's transaction). */
export async function rechargeRequester(tx: Queryable, userId: number): Promise<void> {
  await tx.query(lockCapsOf(userId));
  const caps = await tx.query<Cap>(sql`SELECT id, time, created_at FROM time_caps WHERE user_id = ${userId} ORDER BY created_at, id`);
  const oldest = caps[0];
  if (!oldest) return;
  const capIds = caps.map((cap) => cap.id);
  const candidates = await tx.query<Candidate>(
    sql`WITH requested AS (SELECT k.id FROM tasks k JOIN users r ON r.id = ${userId} AND ${requestedBy('k', 'r')}),
        worked AS (
          SELECT h.* FROM work_time_histories h WHERE h.task_id IN (SELECT id FROM requested)
          UNION ALL
          SELECT h.* FROM work_time_histories h JOIN subtasks s ON s.id = h.subtask_id WHERE s.task_id IN (SELECT id FROM requested))
        SELECT w.id, w.started_at, w.time_cap_id, w.time_cap_time, floor(extract(epoch FROM w.ended_at - w.started_at))::int AS seconds, true AS eligible
        FROM worked w
        WHERE w.ended_at IS NOT NULL AND w.started_at >= ${oldest.created_at}
          AND (w.time_cap_id = ANY(${capIds}::int[]) OR (w.time_cap_id IS NULL AND w.time_cap_time = 0))
        UNION ALL
        SELECT h.id, h.started_at, h.time_cap_id, h.time_cap_time, 0, false
        FROM work_time_histories h
        WHERE h.time_cap_id = ANY(${capIds}::int[]) AND h.id NOT IN (SELECT id FROM worked WHERE ended_at IS NOT NULL)
        ORDER BY started_at, id`,
  );
  const left = new Map(caps.map((cap) => [cap.id, cap.time]));
  const changes: { id: number; capId: number | null; seconds: number }[] = [];
  for (const history of candidates) {
    const cap = history.eligible ? caps.find((one) => one.created_at <= history.started_at && (left.get(one.id) ?? 0) > 0) : undefined;
    const charge = cap ? Math.min(history.seconds, left.get(cap.id) ?? 0) : 0;
    if (cap) left.set(cap.id, (left.get(cap.id) ?? 0) - charge);
    const capId = cap?.id ?? null;
    if (capId !== history.time_cap_id || charge !== history.time_cap_time) changes.push({ id: history.id, capId, seconds: charge });
  }
  if (changes.length === 0) return;
  await tx.query(
    sql`UPDATE work_time_histories h SET time_cap_id = c.cap_id, time_cap_time = c.seconds
        FROM unnest(${changes.map((c) => c.id)}::int[], ${changes.map((c) => c.capId)}::int[], ${changes.map((c) => c.seconds)}::int[]) AS c(id, cap_id, seconds)
        WHERE h.id = c.id`,
  );
}
