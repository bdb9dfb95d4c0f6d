/**
 * The one statement behind the timeline (contract P7). PostgreSQL builds the
 * whole JSON body: with 500 people and thousands of histories, shipping rows
 * to Node and serialising them there costs more than the query itself.
 *
 * The day is 00:00:00–23:59:59 of `date` in the caller's time zone. Histories
 * overlapping it are found per person through (user_id, started_at) when they
 * start less than 24 hours before the day's end, and through the partial GiST
 * index of migration 061 when they are open or longer, so only that day's
 * histories are read; a history crossing
 * midnight is cut at the window, an open one runs to now (today) or to the
 * day's end (past days). Times are written in the caller's zone with its
 * offset, so the screen places them by their wall-clock time.
 */
import sql, { raw, type Sql } from 'sql-template-tag';

/** `+01:00`: the offset of `zone` at `instant`. */
function offsetAt(instant: Date, zone: string): string {
  const name = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name === undefined || name === 'GMT' ? '+00:00' : name.slice(3);
}

/**
 * `2024-05-06T09:00:00+02:00` for a timestamptz expression in zone `zone`.
 * On most days the zone keeps one offset all day, written as a constant; on
 * the two days a year it changes, each value's offset is worked out in SQL.
 */
function localIso(value: Sql, zone: Sql, dayOffset: string | null): Sql {
  const wall = sql`to_char((${value}) AT TIME ZONE ${zone}, 'YYYY-MM-DD"T"HH24:MI:SS')`;
  if (dayOffset !== null) return sql`(${wall} || ${dayOffset}::text)`;
  return sql`(${wall}
    || (SELECT CASE WHEN o < 0 THEN '-' ELSE '+' END || to_char(make_interval(secs => abs(o)), 'HH24:MI')
        FROM (SELECT extract(epoch FROM ((${value}) AT TIME ZONE ${zone}) - ((${value}) AT TIME ZONE 'UTC')) AS o) offset_seconds))`;
}

/** The zone's offset on `date` when it is the same all day (and a day either side, for schedules of other zones), else null. */
function steadyOffset(date: string, zone: string): string | null {
  const noon = Date.parse(`${date}T12:00:00Z`);
  const offsets = new Set([-36, -12, 0, 12, 36].map((hours) => offsetAt(new Date(noon + hours * 3_600_000), zone)));
  return offsets.size === 1 ? ([...offsets][0] as string) : null;
}

export type TimelineDay = {
  /** `YYYY-MM-DD`. */
  date: string;
  /** The caller's zone (Europe/London, Europe/Madrid or UTC). */
  timeZone: string;
  /** `SELECT id, name, email, deleted, image_id, timezone, work_schedule_id FROM users …`: who is on the timeline. */
  people: Sql;
};

export function timelineDayBody({ date, timeZone, people }: TimelineDay): Sql {
  const zone = sql`${timeZone}::text`;
  const dayOffset = steadyOffset(date, timeZone);
  const dayStart = sql`(${date}::date::timestamp AT TIME ZONE ${zone})`;
  const dayEnd = sql`((${date}::date + 1)::timestamp AT TIME ZONE ${zone} - interval '1 second')`;
  const history = (alias: string) =>
    sql`json_build_object('id', ${raw(`${alias}.id`)}, 'startedAt', ${localIso(raw(`${alias}.started`), zone, dayOffset)},
                          'endedAt', ${localIso(raw(`${alias}.ended`), zone, dayOffset)}, 'open', ${raw(`${alias}.open`)})`;
  const day = sql`tstzrange(${dayStart}, ${dayEnd}, '[]')`;
  const columns = sql`h.id, h.user_id, h.task_id, h.subtask_id, h.started_at, h.ended_at`;
  return sql`
    WITH people AS MATERIALIZED (${people}),
    -- Per person (LATERAL; OFFSET 0 keeps the planner from flattening it into a
    -- scan of everyone's day), so each reads one short range of (user_id, started_at).
    overlapping AS (
      SELECT recent.* FROM people p CROSS JOIN LATERAL (
        SELECT ${columns} FROM work_time_histories h
        WHERE h.user_id = p.id
          AND h.started_at > ${dayStart} - interval '24 hours' AND h.started_at <= ${dayEnd}
          AND COALESCE(h.ended_at, 'infinity'::timestamptz) >= ${dayStart}
        OFFSET 0) recent
      UNION ALL
      SELECT ${columns} FROM work_time_histories h
      WHERE (h.ended_at IS NULL OR h.ended_at - h.started_at > interval '24 hours')
        AND tstzrange(h.started_at, COALESCE(h.ended_at, 'infinity'::timestamptz), '[]') && ${day}
        AND h.started_at <= ${dayStart} - interval '24 hours'
        AND h.user_id IN (SELECT id FROM people)
    ),
    spans AS MATERIALIZED (
      SELECT * FROM (
        SELECT h.id, h.user_id, h.task_id, h.subtask_id, h.ended_at IS NULL AS open,
               greatest(h.started_at, ${dayStart}) AS started,
               least(COALESCE(h.ended_at, now()), ${dayEnd}) AS ended,
               h.started_at = COALESCE(h.ended_at, now()) AS instant
        FROM overlapping h) cut
      -- A span cut down to a point is not work of that day; a zero-length event is.
      WHERE cut.ended > cut.started OR (cut.instant AND cut.ended = cut.started)
    ),
    task_groups AS (
      SELECT s.user_id, s.task_id, json_agg(${history('s')} ORDER BY s.started) AS histories, min(s.started) AS first
      FROM spans s WHERE s.subtask_id IS NULL AND s.task_id IS NOT NULL GROUP BY s.user_id, s.task_id
    ),
    subtask_groups AS (
      SELECT s.user_id, s.subtask_id, json_agg(${history('s')} ORDER BY s.started) AS histories, min(s.started) AS first
      FROM spans s WHERE s.subtask_id IS NOT NULL GROUP BY s.user_id, s.subtask_id
    ),
    -- Names are looked up per group through the primary keys, never by joining every task.
    task_lists AS (
      SELECT g.user_id,
             json_agg(json_build_object('task_id', g.task_id, 'task_name', (SELECT t.name FROM tasks t WHERE t.id = g.task_id),
                                        'histories', g.histories) ORDER BY g.first) AS tasks
      FROM task_groups g GROUP BY g.user_id
    ),
    subtask_lists AS (
      SELECT g.user_id,
             json_agg(json_build_object('task_id', n.task_id, 'task_name', n.task_name, 'subtask_id', g.subtask_id,
                                        'subtask_name', n.subtask_name, 'histories', g.histories) ORDER BY g.first) AS subtasks
      FROM subtask_groups g
      CROSS JOIN LATERAL (SELECT t.id AS task_id, t.name AS task_name, st.name AS subtask_name
                          FROM subtasks st JOIN tasks t ON t.id = st.task_id WHERE st.id = g.subtask_id) n
      GROUP BY g.user_id
    ),
    schedules AS (
      SELECT p.id AS user_id,
             json_agg(json_build_object('week_day', wu.week_day,
                                        'start', ${localIso(sql`(${date}::date + wu.start_time) AT TIME ZONE p.timezone`, zone, dayOffset)},
                                        'end', ${localIso(sql`(${date}::date + wu.end_time) AT TIME ZONE p.timezone`, zone, dayOffset)})
                      ORDER BY wu.start_time) AS schedule
      FROM people p JOIN work_schedule_units wu ON wu.work_schedule_id = p.work_schedule_id
      WHERE wu.week_day = extract(isodow FROM ${date}::date)::int
      GROUP BY p.id
    )
    SELECT COALESCE(json_agg(json_build_object(
             'id', p.id, 'name', p.name, 'email', p.email, 'deleted', p.deleted,
             'image', CASE WHEN p.image_id IS NULL THEN NULL ELSE '/api/media_objects/' || p.image_id END,
             'tasks', COALESCE(tl.tasks, '[]'::json), 'subtasks', COALESCE(sl.subtasks, '[]'::json),
             'schedule', COALESCE(sc.schedule, '[]'::json))
           ORDER BY lower(COALESCE(p.name, p.email)), p.id), '[]'::json)::text AS body
    FROM people p
    LEFT JOIN task_lists tl ON tl.user_id = p.id
    LEFT JOIN subtask_lists sl ON sl.user_id = p.id
    LEFT JOIN schedules sc ON sc.user_id = p.id`;
}
