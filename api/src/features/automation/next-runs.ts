/** When each automation next creates its task (`automation:next`), from the calendar and the days already done. */
import { type AutoTaskValue, autoTaskProblem } from '@portal/shared-api/rules';
import sql from 'sql-template-tag';
import type { Queryable } from '../../core/db/database.ts';
import { zoneDate } from '../reports/report-jobs.ts';
import { addDays, isDueOn, nextDueDay } from './auto-task-calendar.ts';
import { AUTO_TASK_ZONE } from './create-auto-tasks.ts';

export type NextRun = { id: number; team: string; name: string; cadence: number; cadenceData: number[]; next: Date | null };

const hourIn = (instant: Date) => new Intl.DateTimeFormat('en-GB', { timeZone: AUTO_TASK_ZONE, hour: '2-digit', hourCycle: 'h23' }).format(instant);

/** 08:00 of a Madrid day as an instant (Madrid is UTC+1 in winter, UTC+2 in summer). */
export function eightOClockOf(day: string): Date {
  const winter = new Date(`${day}T08:00:00+01:00`);
  return hourIn(winter) === '08' ? winter : new Date(`${day}T08:00:00+02:00`);
}

/**
 * Today's 08:00 while today's task is still to be made (before 08:00, or
 * after it when no instance has made it yet: the next poll does), else the
 * next due day's 08:00.
 */
export async function nextRuns(db: Queryable, now: Date): Promise<NextRun[]> {
  const today = zoneDate(now);
  const rows = await db.query<{ id: number; team: string; value: unknown; done_today: boolean }>(
    sql`SELECT c.id, t.name AS team, c.value,
               EXISTS (SELECT 1 FROM auto_task_runs r WHERE r.configuration_id = c.id AND r.run_date = ${today}::date) AS done_today
        FROM configurations c JOIN teams t ON t.id::text = c.data AND NOT t.deleted
        WHERE c.name = 'auto_task' ORDER BY c.id`,
  );
  return rows.map((row) => {
    const value = row.value as AutoTaskValue;
    const valid = autoTaskProblem(row.value) === null;
    const day = !valid ? null : isDueOn(value, today) && !row.done_today ? today : nextDueDay(value, addDays(today, 1));
    return {
      id: row.id,
      team: row.team,
      name: valid ? value.name : '(valor no válido)',
      cadence: valid ? value.cadence : 0,
      cadenceData: valid ? value.cadence_data : [],
      next: day === null ? null : eightOClockOf(day),
    };
  });
}
