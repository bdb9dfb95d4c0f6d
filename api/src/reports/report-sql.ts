/**
 * SQL shared by the report queries. Report days are Europe/Madrid days (the
 * organisation's zone); a range `start`–`end` covers both days in full.
 */
import sql, { raw, type Sql } from 'sql-template-tag';

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
 * Work periods cut to the range: who, which task (a subtask's period counts
 * for its task), which day (the report-zone day it started in the range), and
 * seconds (a running timer counts until now). `where` narrows the periods
 * (alias `h`, subtask `s`), e.g. to a team's tasks or a set of users.
 */
export function workPeriods(range: DayRange, where: Sql): Sql {
  const { from, to } = rangeBounds(range);
  return sql`
    SELECT h.user_id, COALESCE(h.task_id, s.task_id) AS task_id, h.subtask_id,
           (GREATEST(h.started_at, ${from}) AT TIME ZONE ${REPORT_ZONE})::date AS day,
           EXTRACT(EPOCH FROM LEAST(COALESCE(h.ended_at, now()), ${to}) - GREATEST(h.started_at, ${from}))::float8 AS seconds
    FROM work_time_histories h
    LEFT JOIN subtasks s ON s.id = h.subtask_id
    WHERE h.started_at < ${to} AND COALESCE(h.ended_at, now()) > ${from} AND (${where})`;
}

/** The requester of a task: its `email` (incidents, mailbox), else its creator. */
export function requestedBy(taskAlias: string, userAlias: string): Sql {
  const [t, u] = [taskAlias, userAlias];
  return raw(`(lower(${t}.email) = lower(${u}.email) OR (${t}.email IS NULL AND ${t}.created_by_id = ${u}.id))`);
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
      ${workPeriods(range, sql`h.task_id IS NULL AND s.task_id = ANY(${taskIds}::int[])`)}
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
