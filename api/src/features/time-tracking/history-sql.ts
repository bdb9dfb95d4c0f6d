import sql, { type Sql } from 'sql-template-tag';
import type { WorkTimeHistoryRow } from './work-time-history-serializer.ts';

/** A history row with the names for sentences and the team for live-update audiences. */
export type HistoryWithContext = WorkTimeHistoryRow & { task_name: string | null; subtask_name: string | null; team_id: number };

/** Columns of `HistoryWithContext` for a history row aliased `h` (usable in SELECT and RETURNING). */
export const HISTORY_COLUMNS = `h.*,
  (SELECT hk.name FROM tasks hk WHERE hk.id = h.task_id) AS task_name,
  (SELECT hs.name FROM subtasks hs WHERE hs.id = h.subtask_id) AS subtask_name,
  (SELECT ht.team_id FROM tasks ht WHERE ht.id = coalesce(h.task_id, (SELECT hp.task_id FROM subtasks hp WHERE hp.id = h.subtask_id))) AS team_id`;

/**
 * Serialises the clock changes of one user across every API instance: taken
 * first in each transaction that opens, closes or adds one of their histories,
 * so checks (other clocks, overlaps) and writes cannot interleave.
 */
export const lockClocksOf = (userId: number): Sql => sql`SELECT pg_advisory_xact_lock(hashtext('work_time_histories'), ${userId})`;

/**
 * Histories still open or longer than a day, and their time range: exactly the
 * predicate and expression of the partial GiST index of migration 061, so a
 * query that overlaps a range with them is answered from that index. Readers
 * of a range find the short histories through (user_id, started_at) instead.
 */
export const LONG_HISTORY = sql`(h.ended_at IS NULL OR h.ended_at - h.started_at > interval '24 hours')`;
export const HISTORY_SPAN = sql`tstzrange(h.started_at, COALESCE(h.ended_at, 'infinity'::timestamptz), '[]')`;
