/**
 * SQL shared by the report queries. Report days are Europe/Madrid days (the
 * organisation's zone); a range `start`–`end` covers both days in full.
 */
import sql, { raw, type Sql } from 'sql-template-tag';
import { HISTORY_SPAN, LONG_HISTORY } from '../time-tracking/history-sql.ts';

export const REPORT_ZONE = 'Europe/Madrid';

/** A date range of whole days; null ends are open. */
export type DayRange = { start: string | null; end: string | null };

/** The range as two timestamptz bounds, `[from, to)`. */
export function rangeBounds(range: DayRange): { from: Sql; to: Sql } {
  return {
    from: range.start ? sql`((${range.start}::date)::timestamp AT TIME ZONE ${REPORT_ZONE})` : sql`'-infinity'::timestamptz`,
    to: range.end ? sql`((${range.end}::date + 1)::timestamp AT TIME ZONE ${REPORT_ZONE})` : sql`'infinity'::timestamptz`,
  };
}

/** Wall-clock text of a timestamptz in the report zone, as the sheet writer reads it. */
export function wallClock(column: Sql): Sql {
  return sql`to_char(${column} AT TIME ZONE ${REPORT_ZONE}, 'YYYY-MM-DD"T"HH24:MI:SS')`;
}

/**
 * The work periods that overlap the range. Read through (user_id, started_at),
 * a bounded range would still read everyone's whole history before its end; so
 * periods of a day or less are looked for from a day before its start only,
 * and open or longer ones through the partial GiST index of migration 061.
 */
function overlappingPeriods(range: DayRange): Sql {
  const { from, to } = rangeBounds(range);
  const columns = sql`h.user_id, h.task_id, h.subtask_id, h.started_at, h.ended_at`;
  const overlaps = sql`h.started_at < ${to} AND COALESCE(h.ended_at, now()) > ${from}`;
  if (range.start === null) return sql`SELECT ${columns} FROM work_time_histories h WHERE ${overlaps}`;
  return sql`
    SELECT ${columns} FROM work_time_histories h
    WHERE h.ended_at - h.started_at <= interval '24 hours' AND h.started_at > ${from} - interval '24 hours' AND ${overlaps}
    UNION ALL
    SELECT ${columns} FROM work_time_histories h
    WHERE ${LONG_HISTORY} AND ${HISTORY_SPAN} && tstzrange(${from}, ${to}) AND ${overlaps}`;
}

/**
 * Work periods cut to the range: who, which task (a subtask's period counts
 * for its task), which day (the report-zone day it started in the range), and
 * seconds (a running timer counts until now). `where` narrows the periods
 * (alias `h`), e.g. to a set of users or of tasks.
 */
export function workPeriods(range: DayRange, where: Sql): Sql {
  const { from, to } = rangeBounds(range);
  return sql`
    SELECT h.user_id, COALESCE(h.task_id, (SELECT s.task_id FROM subtasks s WHERE s.id = h.subtask_id)) AS task_id, h.subtask_id,
           (GREATEST(h.started_at, ${from}) AT TIME ZONE ${REPORT_ZONE})::date AS day,
           EXTRACT(EPOCH FROM LEAST(COALESCE(h.ended_at, now()), ${to}) - GREATEST(h.started_at, ${from}))::float8 AS seconds
    FROM (${overlappingPeriods(range)}) h
    WHERE (${where})`;
}

/**
 * Seconds per person, day and task of the periods `where` selects (as in
 * `workPeriods`): one set-based statement for any number of people, so a
 * report never queries person by person.
 */
export function timePerUserDayAndTask(range: DayRange, where: Sql): Sql {
  return sql`SELECT user_id, day, task_id, sum(seconds)::float8 AS seconds
             FROM (${workPeriods(range, where)}) p GROUP BY user_id, day, task_id`;
}

/** The requester of a task: its `email` (incidents, mailbox), else its creator. */
export function requestedBy(taskAlias: string, userAlias: string): Sql {
  const [t, u] = [taskAlias, userAlias];
  return raw(`(lower(${t}.email) = lower(${u}.email) OR (${t}.email IS NULL AND ${t}.created_by_id = ${u}.id))`);
}

/**
 * The users who requested the tasks `tasks` selects (their `id`, `email`, `created_by_id`), as `requestedBy` names
 * them: one join per way of naming, each on its index, where one OR across both would read every user per task.
 */
export function requestersOf(tasks: Sql): Sql {
  return sql`WITH k AS (${tasks})
             SELECT r.id FROM k JOIN users r ON lower(r.email) = lower(k.email)
             UNION SELECT r.id FROM k JOIN users r ON k.email IS NULL AND r.id = k.created_by_id`;
}

/** A user's display name: the name, else the e-mail part before the at sign. */
export function displayName(userAlias: string): Sql {
  return raw(`COALESCE(NULLIF(btrim(${userAlias}.name), ''), split_part(${userAlias}.email, '@', 1))`);
}

/** Time per task for the given task ids, inside the range (two branches, so each uses its index). */
export function timePerTask(range: DayRange, taskIds: number[]): Sql {
  return sql`SELECT task_id, sum(seconds)::float8 AS seconds FROM (
      ${workPeriods(range, sql`h.task_id = ANY(${taskIds}::int[])`)}
      UNION ALL
      ${workPeriods(range, sql`h.task_id IS NULL AND h.subtask_id IN (SELECT id FROM subtasks WHERE task_id = ANY(${taskIds}::int[]))`)}
    ) p GROUP BY task_id`;
}

/** Reads a query in slices of `size` rows by keyset, so a large report never holds all its rows. */
export async function* inSlices<Row, Key>(
  fetchSlice: (after: Key | null, size: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  size = 2000,
): AsyncGenerator<Row> {
  let after: Key | null = null;
  for (;;) {
    const rows = await fetchSlice(after, size);
    for (const row of rows) yield row;
    const last = rows.at(-1);
    if (rows.length < size || last === undefined) return;
    after = keyOf(last);
  }
}
