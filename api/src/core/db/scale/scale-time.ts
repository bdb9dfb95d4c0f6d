import sql, { raw } from 'sql-template-tag';
import type { Queryable } from '../database.ts';
import { TASKS_PER_TEAM, TEAM_SIZE } from './scale-shape.ts';

/** Ten blocks of 40 minutes every weekday (2 minutes apart), starting at each person's shift: 08:00, 15:00 or 09:00 Madrid time. */
const BLOCKS_PER_DAY = 10;

/** Migration 096's per-row trigger that adds each closed period to its task's and subtask's `time_working_total`. */
export const TOTALS_TRIGGER = 'work_time_totals_follow';

/**
 * Work time histories, one statement per day: every person books each block
 * on one of their team's worked tasks; nothing ends after now.
 *
 * The totals trigger is off while they are inserted: per row it runs two
 * UPDATEs, each firing the statement-level notice triggers of tasks and
 * subtasks (migration 098), so a million periods meant two million
 * statements, ten dead versions of every task and twice the WAL (1/10 scale:
 * 109 s of CPU instead of 11 s). The same sums are then added in one
 * statement, exactly as the trigger's INSERT branch would have added them;
 * the statement's own notice triggers still fire. Disabling a trigger is
 * transactional and locks out other writers of the table until commit, so
 * no other session runs without it and a rollback leaves it on.
 */
export async function insertWorkTime(tx: Queryable, shape: { users: number; days: number; userBase: number; taskBase: number }) {
  const [trigger] = await tx.query<{ asMigrated: boolean }>(
    sql`SELECT tgenabled = 'O' AS "asMigrated" FROM pg_trigger WHERE tgrelid = 'work_time_histories'::regclass AND tgname = ${TOTALS_TRIGGER}`,
  );
  // A trigger that is missing, or not in the state 096 left it in (off, or set to fire on replicas or
  // always), is left as it is: the periods are added however it behaves, and no bulk sum stands in for it.
  if (!trigger?.asMigrated) return insertPeriods(tx, shape);
  await tx.query(`ALTER TABLE work_time_histories DISABLE TRIGGER ${TOTALS_TRIGGER}`);
  const [last] = await tx.query<{ id: number }>('SELECT coalesce(max(id), 0) AS id FROM work_time_histories');
  await insertPeriods(tx, shape);
  const added = (column: 'task_id' | 'subtask_id') => sql`
    SELECT ${raw(column)} AS id, sum(EXTRACT(EPOCH FROM (ended_at - started_at))) AS total
    FROM work_time_histories WHERE id > ${last?.id ?? 0} AND ended_at IS NOT NULL AND ${raw(column)} IS NOT NULL GROUP BY ${raw(column)}`;
  await tx.query(sql`UPDATE tasks k SET time_working_total = k.time_working_total + p.total FROM (${added('task_id')}) p WHERE k.id = p.id`);
  await tx.query(sql`UPDATE subtasks s SET time_working_total = s.time_working_total + p.total FROM (${added('subtask_id')}) p WHERE s.id = p.id`);
  await tx.query(`ALTER TABLE work_time_histories ENABLE TRIGGER ${TOTALS_TRIGGER}`);
}

async function insertPeriods(tx: Queryable, { users, days, userBase, taskBase }: { users: number; days: number; userBase: number; taskBase: number }) {
  for (let day = days - 1; day >= 0; day -= 1) {
    await tx.query(sql`
      INSERT INTO work_time_histories (user_id, task_id, started_at, ended_at)
      SELECT ${userBase} + k,
             ${taskBase} + ((k - 1) / ${TEAM_SIZE}) * ${TASKS_PER_TEAM} + 2 * ((k * 7 + ${day} * 3 + b) % ${TASKS_PER_TEAM / 2}) + 1,
             start, start + interval '45 minutes'
      FROM (SELECT (now() AT TIME ZONE 'Europe/Madrid')::date - ${day}::int AS local_day) d
      CROSS JOIN generate_series(1, ${users}) k
      CROSS JOIN generate_series(0, ${BLOCKS_PER_DAY - 1}) b
      CROSS JOIN LATERAL (SELECT (d.local_day + make_interval(mins => (CASE k % 3 WHEN 1 THEN 480 WHEN 2 THEN 900 ELSE 540 END) + b * 42))
                                 AT TIME ZONE 'Europe/Madrid' AS start) s
      WHERE extract(isodow FROM d.local_day) <= 5 AND start + interval '40 minutes' <= now()`);
  }
}
