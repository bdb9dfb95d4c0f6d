import sql, { bulk } from 'sql-template-tag';
import type { Queryable } from '../../../core/db/database.ts';
import type { SeededTask } from './demo-work-tasks.ts';
import type { SeededSubtask } from './demo-work-threads.ts';
import { type LocalDay, lastDays, localNow } from './local-days.ts';
import type { Random } from './seeded-random.ts';

type Span = { start: number; end: number };
type Worker = { id: number; timezone: string; duty: boolean; units: (Span & { weekDay: number })[]; absent: [string, string][] };
/** A row in the user's local time: minutes since local midnight of `day`; `end` null is a running clock. */
type LocalEntry = { userId: number; taskId: number | null; subtaskId: number | null; day: string; start: number; end: number | null };

export const DEMO_DAYS = 30;
/** How many people have a clock running at seeding time. */
const OPEN_CLOCKS = 4;
/** Days off without a request, per person; people with holidays or justifications in the period take none. */
const MAX_GAPS = 3;

async function loadWorkers(tx: Queryable, ids: number[]): Promise<Worker[]> {
  const rows = await tx.query<{ id: number; timezone: string; duty: boolean; units: [number, number, number][]; absent: [string, string][] }>(
    sql`SELECT u.id, u.timezone, u.duty_schedule_id IS NOT NULL AS duty,
               COALESCE((SELECT json_agg(json_build_array(wu.week_day,
                                   extract(hour FROM wu.start_time)::int * 60 + extract(minute FROM wu.start_time)::int,
                                   extract(hour FROM wu.end_time)::int * 60 + extract(minute FROM wu.end_time)::int) ORDER BY wu.start_time)
                         FROM work_schedule_units wu WHERE wu.work_schedule_id = u.work_schedule_id), '[]') AS units,
               COALESCE((SELECT json_agg(json_build_array((a.start_at AT TIME ZONE u.timezone)::date::text,
                                   -- An absence ending in the small hours does not cover that day's work.
                                   ((a.end_at AT TIME ZONE u.timezone) - interval '6 hours')::date::text))
                         FROM (SELECT start_at, end_at FROM calendar_assignments WHERE user_id = u.id AND authorized
                               UNION ALL SELECT start_at, end_at FROM justifications WHERE user_id = u.id) a), '[]') AS absent
        FROM users u WHERE u.id = ANY(${ids}) ORDER BY u.id`,
  );
  return rows.map((row) => ({ ...row, units: row.units.map(([weekDay, start, end]) => ({ weekDay, start, end })) }));
}

/** The spans a person works on one day: their schedule with small drifts, breaks, gaps and some overtime. */
function workedSpans(worker: Worker, day: LocalDay, random: Random, mayTakeGap: boolean): Span[] | 'gap' {
  if (worker.absent.some(([first, last]) => day.date >= first && day.date <= last)) return [];
  let units: Span[] = worker.units.filter((unit) => unit.weekDay === day.isoWeekDay);
  if (worker.units.length === 0 && day.isoWeekDay <= 5) {
    // No fixed schedule: a flexible day of about seven hours with a lunch break.
    const start = random.int(540, 600);
    units = [
      { start, end: start + 240 },
      { start: start + 270, end: start + random.int(410, 450) },
    ];
  }
  if (units.length === 0) {
    // On weekend duty now and then: a short call-out.
    if (!worker.duty || day.isoWeekDay < 6 || !random.chance(0.25)) return [];
    const start = random.int(600, 660);
    return [{ start, end: start + random.int(60, 150) }];
  }
  if (mayTakeGap && random.chance(0.06)) return 'gap';
  return units.flatMap((unit, index) => {
    const start = unit.start + random.int(-10, 10);
    const overtime = index === units.length - 1 && random.chance(0.12) ? random.int(30, 100) : 0;
    const end = unit.end + random.int(-10, 5) + overtime;
    const parts = random.int(1, 3);
    const length = (end - start) / parts;
    return Array.from({ length: parts }, (_, part) => ({
      start: Math.round(start + part * length),
      // A short break before the next part.
      end: Math.round(start + (part + 1) * length) - (part < parts - 1 ? random.int(5, 15) : 0),
    }));
  });
}

/** Work time histories for every person who works in a live team, over the last 30 days up to now. */
export async function seedWorkTime(tx: Queryable, tasks: SeededTask[], subtasks: SeededSubtask[], random: Random, now: Date): Promise<void> {
  const workerIds = [...new Set(tasks.flatMap((task) => task.users))].sort((a, b) => a - b);
  const workers = await loadWorkers(tx, workerIds);
  const running = new Set(workers.filter(() => random.chance(0.5)).slice(0, OPEN_CLOCKS).map((worker) => worker.id));
  const entries: LocalEntry[] = [];
  for (const worker of workers) {
    const { date: today, minutes: nowMinutes } = localNow(now, worker.timezone);
    const own = tasks.filter((task) => (task.status === 1 || task.status === 4) && task.users.includes(worker.id));
    let openToday = false;
    let lastEndToday = 0;
    const days = lastDays(today, DEMO_DAYS);
    const hasAbsences = worker.absent.some(([first, last]) => last >= (days[0]?.date ?? today) && first <= today);
    let gaps = hasAbsences ? MAX_GAPS : 0;
    for (const day of days) {
      const spans = workedSpans(worker, day, random, gaps < MAX_GAPS);
      if (spans === 'gap') {
        gaps += 1;
        continue;
      }
      for (const span of spans) {
        // Rough UTC instant of the span's start; a task is only worked on once it exists.
        const startsAt = Date.parse(`${day.date}T00:00:00Z`) + (span.start - 120) * 60_000;
        const open = own.filter((task) => task.createdAt.getTime() <= startsAt);
        if (open.length === 0) continue;
        const task = random.pick(open);
        const mine = subtasks.filter((subtask) => subtask.taskId === task.id && !subtask.deleted && subtask.users.includes(worker.id));
        const subtask = mine.length > 0 && random.chance(0.3) ? random.pick(mine) : null;
        const entry: LocalEntry = { userId: worker.id, taskId: subtask ? null : task.id, subtaskId: subtask?.id ?? null, day: day.date, ...span };
        if (day.date === today) {
          if (span.start >= nowMinutes) continue;
          if (span.end >= nowMinutes) {
            // The span running now: a live clock for a few people, paused a moment ago for the others.
            entry.end = running.has(worker.id) ? null : nowMinutes - 1;
            if (entry.end !== null && entry.end <= entry.start) continue;
            openToday ||= entry.end === null;
          }
          lastEndToday = Math.max(lastEndToday, entry.end ?? nowMinutes);
        }
        entries.push(entry);
      }
    }
    const anyTask = own.find((task) => task.status === 1);
    if (running.has(worker.id) && !openToday && anyTask) {
      // Outside their hours the clock was started a little while ago, after their last entry.
      const start = Math.max(lastEndToday + 1, nowMinutes - random.int(20, 50), 0);
      if (start < nowMinutes) entries.push({ userId: worker.id, taskId: anyTask.id, subtaskId: null, day: today, start, end: null });
    }
  }
  await insertLocalEntries(tx, entries);
}

async function insertLocalEntries(tx: Queryable, entries: LocalEntry[]): Promise<void> {
  for (let from = 0; from < entries.length; from += 1000) {
    const rows = entries.slice(from, from + 1000).map((entry) => [entry.userId, entry.taskId, entry.subtaskId, entry.day, entry.start, entry.end]);
    await tx.query(
      sql`INSERT INTO work_time_histories (user_id, task_id, subtask_id, started_at, ended_at)
          SELECT v.user_id::int, v.task_id::int, v.subtask_id::int,
                 (v.day::date + v.start_min::int * interval '1 minute') AT TIME ZONE u.timezone,
                 (v.day::date + v.end_min::int * interval '1 minute') AT TIME ZONE u.timezone
          FROM (VALUES ${bulk(rows)}) AS v (user_id, task_id, subtask_id, day, start_min, end_min)
          JOIN users u ON u.id = v.user_id::int`,
    );
  }
}
