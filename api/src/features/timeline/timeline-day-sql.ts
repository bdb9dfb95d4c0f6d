/**
 * The one statement behind the timeline (docs/api-contract.md P7). PostgreSQL builds the
 * whole JSON body: with 500 people and thousands of histories, shipping rows
 * to Node and serialising them there costs more than the query itself.
 *
 * The day is 00:00:00–23:59:59 of `date` in the caller's time zone. Histories
 * overlapping it are found per person through the covering index on
 * (user_id, started_at) (migration 091, read without visiting the table) when
 * they start less than 24 hours before the day's end, and through the partial
 * GiST index of migration 061 when they are open or longer, so only that day's
 * histories are read; a history crossing midnight is cut at the window, an
 * open one runs to now (today) or to the day's end (past days). Times are
 * written in the caller's zone with its offset, so the screen places them by
 * their wall-clock time.
 *
 * The histories, the task lists and the people are written as JSON text by
 * concatenation (names through to_json, the only values that need escaping):
 * on PGlite that takes half the time of json_build_object and json_agg, and
 * the body comes out without their spaces.
 */
import sql, { raw, type Sql } from 'sql-template-tag';
import { HISTORY_SPAN, LONG_HISTORY } from '../time-tracking/history-sql.ts';
import { localIso, steadyOffset } from './timeline-local-time.ts';

export type TimelineDay = {
  /** `YYYY-MM-DD`. */
  date: string;
  /** The caller's zone (Europe/London, Europe/Madrid or UTC). */
  timeZone: string;
  /** `SELECT id, name, email, deleted, image_id, timezone, work_schedule_id FROM users …`: who is on the timeline. */
  people: Sql;
};

/** A value as JSON text (`null` for NULL): strings escaped by PostgreSQL. */
const json = (value: Sql) => sql`COALESCE(to_json(${value})::text, 'null')`;

export function timelineDayBody({ date, timeZone, people }: TimelineDay): Sql {
  const zone = sql`${timeZone}::text`;
  const dayOffset = steadyOffset(date, timeZone);
  const dayStart = sql`(${date}::date::timestamp AT TIME ZONE ${zone})`;
  const dayEnd = sql`((${date}::date + 1)::timestamp AT TIME ZONE ${zone} - interval '1 second')`;
  // Spans are cut to the day, so on a day of one offset their wall-clock time is the time since the day's start;
  // the date and the offset go into the format as literal text.
  const spanTime = (column: string) =>
    dayOffset === null
      ? localIso(raw(`s.${column}`), zone, null)
      : sql`to_char(${raw(`s.${column}`)} - ${dayStart}, ${`"${date}T"HH24:MI:SS"${dayOffset}"`})`;
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
      -- Everyone's open or long histories of the day, few, through the partial index
      -- (OFFSET 0: never per person, which would read each one's whole past).
      SELECT long.* FROM (
        SELECT ${columns} FROM work_time_histories h
        WHERE ${LONG_HISTORY} AND ${HISTORY_SPAN} && ${day}
          AND h.started_at <= ${dayStart} - interval '24 hours'
        OFFSET 0) long
      WHERE long.user_id IN (SELECT id FROM people)
    ),
    spans AS (
      SELECT * FROM (
        SELECT h.id, h.user_id, h.task_id, h.subtask_id, h.ended_at IS NULL AS open,
               greatest(h.started_at, ${dayStart}) AS started,
               least(COALESCE(h.ended_at, now()), ${dayEnd}) AS ended,
               h.started_at = COALESCE(h.ended_at, now()) AS instant
        FROM overlapping h) cut
      -- A span cut down to a point is not work of that day; a zero-length event is.
      WHERE cut.ended > cut.started OR (cut.instant AND cut.ended = cut.started)
    ),
    -- One group per person and task (work on no subtask) or per person and subtask.
    work_groups AS (
      SELECT s.user_id, CASE WHEN s.subtask_id IS NULL THEN s.task_id END AS task_id, s.subtask_id, min(s.started) AS first,
             string_agg('{"id":' || s.id || ',"startedAt":"' || ${spanTime('started')} || '","endedAt":"' || ${spanTime('ended')}
                        || '","open":' || s.open || '}', ',' ORDER BY s.started) AS histories
      FROM spans s WHERE s.task_id IS NOT NULL OR s.subtask_id IS NOT NULL
      GROUP BY s.user_id, CASE WHEN s.subtask_id IS NULL THEN s.task_id END, s.subtask_id
    ),
    -- Names by primary key in one index scan for all groups, never by joining every task.
    task_names AS (
      SELECT t.id, ${json(sql`t.name`)} AS name FROM tasks t
      WHERE t.id = ANY (ARRAY(SELECT DISTINCT g.task_id FROM work_groups g WHERE g.task_id IS NOT NULL))
    ),
    subtask_names AS (
      SELECT st.id, ${json(sql`st.name`)} AS name, t.id AS task_id, ${json(sql`t.name`)} AS task_name FROM subtasks st JOIN tasks t ON t.id = st.task_id
      WHERE st.id = ANY (ARRAY(SELECT DISTINCT g.subtask_id FROM work_groups g WHERE g.subtask_id IS NOT NULL))
    ),
    entries AS (
      SELECT g.user_id, g.first, g.subtask_id IS NOT NULL AS of_subtask,
             CASE WHEN g.subtask_id IS NULL
               THEN '{"task_id":' || g.task_id || ',"task_name":' || COALESCE(tn.name, 'null') || ',"histories":[' || g.histories || ']}'
               ELSE '{"task_id":' || sn.task_id || ',"task_name":' || sn.task_name || ',"subtask_id":' || sn.id
                    || ',"subtask_name":' || sn.name || ',"histories":[' || g.histories || ']}'
             END AS entry
      FROM work_groups g
      LEFT JOIN task_names tn ON tn.id = g.task_id
      LEFT JOIN subtask_names sn ON sn.id = g.subtask_id
      WHERE g.subtask_id IS NULL OR sn.id IS NOT NULL
    ),
    -- Per person, the task list and the subtask list, each in order of first start.
    lists AS (
      SELECT e.user_id, e.of_subtask, string_agg(e.entry, ',' ORDER BY e.first) AS list
      FROM entries e GROUP BY e.user_id, e.of_subtask
    ),
    -- One per work schedule and zone, shared by everyone who has both.
    schedules AS (
      SELECT z.work_schedule_id, z.timezone,
             json_agg(json_build_object('week_day', wu.week_day,
                                        'start', ${localIso(sql`(${date}::date + wu.start_time) AT TIME ZONE z.timezone`, zone, dayOffset)},
                                        'end', ${localIso(sql`(${date}::date + wu.end_time) AT TIME ZONE z.timezone`, zone, dayOffset)})
                      ORDER BY wu.start_time)::text AS schedule
      FROM (SELECT DISTINCT p.work_schedule_id, p.timezone FROM people p) z
      JOIN work_schedule_units wu ON wu.work_schedule_id = z.work_schedule_id
      WHERE wu.week_day = extract(isodow FROM ${date}::date)::int
      GROUP BY z.work_schedule_id, z.timezone
    )
    SELECT '[' || COALESCE(string_agg(
             '{"id":' || p.id || ',"name":' || ${json(sql`p.name`)} || ',"email":' || ${json(sql`p.email`)} || ',"deleted":' || p.deleted
             || ',"image":' || CASE WHEN p.image_id IS NULL THEN 'null' ELSE '"/api/media_objects/' || p.image_id || '"' END
             || ',"tasks":[' || COALESCE(tl.list, '') || '],"subtasks":[' || COALESCE(sl.list, '') || ']'
             || ',"schedule":' || COALESCE(sc.schedule, '[]') || '}',
             ',' ORDER BY lower(COALESCE(p.name, p.email)), p.id), '') || ']' AS body
    FROM people p
    LEFT JOIN lists tl ON tl.user_id = p.id AND NOT tl.of_subtask
    LEFT JOIN lists sl ON sl.user_id = p.id AND sl.of_subtask
    LEFT JOIN schedules sc ON sc.work_schedule_id = p.work_schedule_id AND sc.timezone = p.timezone`;
}
