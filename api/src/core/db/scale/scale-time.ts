import sql from 'sql-template-tag';
import type { Queryable } from '../database.ts';
import { TASKS_PER_TEAM, TEAM_SIZE } from './scale-shape.ts';

/** Ten blocks of 40 minutes every weekday (2 minutes apart), starting at each person's shift: 08:00, 15:00 or 09:00 Madrid time. */
const BLOCKS_PER_DAY = 10;

/**
 * Work time histories, one statement per day: every person books each block
 * on one of their team's worked tasks; nothing ends after now.
 */
export async function insertWorkTime(tx: Queryable, { users, days, userBase, taskBase }: { users: number; days: number; userBase: number; taskBase: number }) {
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
