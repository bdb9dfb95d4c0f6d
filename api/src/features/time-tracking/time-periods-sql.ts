import sql from 'sql-template-tag';
import type { Caller } from '../../core/authentication/caller.ts';
import { departmentIdsOfUser, managedDepartmentIds, usersOfDepartments } from '../../core/authorization/scope-sql.ts';
import type { Queryable } from '../../core/db/database.ts';
import { seesEverything } from '../reports/report-rules.ts';

/** A period's part within one local day, with the names the screens and the sheet show. */
export type TimePeriodRow = {
  id: number;
  date: string;
  started_at: Date | string;
  ended_at: Date | string | null;
  /** Wall-clock texts `YYYY-MM-DDTHH:MM:SS` in the user's time zone, for the sheet. */
  local_start: string;
  local_end: string | null;
  seconds: number;
  running: boolean;
  task_id: number;
  task_name: string;
  subtask_id: number | null;
  subtask_name: string | null;
  team_id: number;
  team_name: string;
};

/** The local days `from`..`to` (inclusive) of a user, with their bounds as instants. */
const daysOf = (userId: number, from: string, to: string) => sql`WITH u AS (SELECT id, timezone, work_schedule_id FROM users WHERE id = ${userId}),
  days AS (SELECT d::date AS day, (d::date::timestamp AT TIME ZONE u.timezone) AS day_start, ((d::date + 1)::timestamp AT TIME ZONE u.timezone) AS day_end
           FROM u, generate_series(${from}::date, ${to}::date, interval '1 day') AS d)`;

/** Every work period of the user touching the days, cut at local midnights, in time order. */
export function periodsBetween(db: Queryable, userId: number, from: string, to: string): Promise<TimePeriodRow[]> {
  return db.query<TimePeriodRow>(
    sql`${daysOf(userId, from, to)},
        parts AS (
          SELECT h.id, days.day, greatest(h.started_at, days.day_start) AS part_start,
            CASE WHEN h.ended_at IS NULL AND days.day_end > now() THEN NULL ELSE least(coalesce(h.ended_at, now()), days.day_end) END AS part_end,
            h.ended_at IS NULL AS running, h.task_id, h.subtask_id
          FROM days JOIN work_time_histories h ON h.user_id = ${userId} AND h.started_at < days.day_end AND coalesce(h.ended_at, now()) > days.day_start)
        SELECT p.id, to_char(p.day, 'YYYY-MM-DD') AS date, p.part_start AS started_at, p.part_end AS ended_at, p.running,
          to_char(p.part_start AT TIME ZONE u.timezone, 'YYYY-MM-DD"T"HH24:MI:SS') AS local_start,
          to_char(p.part_end AT TIME ZONE u.timezone, 'YYYY-MM-DD"T"HH24:MI:SS') AS local_end,
          extract(epoch FROM coalesce(p.part_end, now()) - p.part_start)::int AS seconds,
          t.id AS task_id, t.name AS task_name, s.id AS subtask_id, s.name AS subtask_name, team.id AS team_id, team.name AS team_name
        FROM parts p CROSS JOIN u
        LEFT JOIN subtasks s ON s.id = p.subtask_id
        JOIN tasks t ON t.id = coalesce(p.task_id, s.task_id)
        JOIN teams team ON team.id = t.team_id
        ORDER BY p.part_start, p.id`,
  );
}

/** Scheduled seconds of each day from the user's work schedule (`week_day` 1 is Monday, as ISO). */
export async function scheduledBetween(db: Queryable, userId: number, from: string, to: string): Promise<Record<string, number>> {
  const rows = await db.query<{ date: string; seconds: number }>(
    sql`${daysOf(userId, from, to)}
        SELECT to_char(days.day, 'YYYY-MM-DD') AS date, coalesce(sum(extract(epoch FROM wu.end_time - wu.start_time)), 0)::int AS seconds
        FROM days CROSS JOIN u LEFT JOIN work_schedule_units wu ON wu.work_schedule_id = u.work_schedule_id AND wu.week_day = extract(isodow FROM days.day)
        GROUP BY days.day ORDER BY days.day`,
  );
  return Object.fromEntries(rows.map((row) => [row.date, row.seconds]));
}

/** Whether a department the user belongs to, directly or through a team, requires 77 % of the scheduled week. */
export async function requiresTime(db: Queryable, userId: number): Promise<boolean> {
  const [row] = await db.query<{ required: boolean }>(
    sql`SELECT EXISTS (SELECT 1 FROM departments d WHERE d.require_time AND NOT d.deleted AND d.id IN (${departmentIdsOfUser(userId)})) AS required`,
  );
  return row?.required ?? false;
}

/** Whether user `userId` exists, and whether they are inside the caller's reports scope (admins and inspectors everyone, department managers their departments). */
export async function periodsOwnerAccess(db: Queryable, caller: Caller, userId: number): Promise<{ found: boolean; allowed: boolean } | undefined> {
  const [row] = await db.query<{ found: boolean; allowed: boolean }>(
    sql`SELECT EXISTS (SELECT 1 FROM users WHERE id = ${userId}) AS found,
               ${seesEverything(caller) ? sql`TRUE` : sql`${userId}::integer IN (${usersOfDepartments(managedDepartmentIds(caller))})`} AS allowed`,
  );
  return row;
}
