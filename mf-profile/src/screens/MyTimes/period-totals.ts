import type { TimePeriod } from '@portal/shared-api';

/** Share of the scheduled week a person of a `requireTime` department must record. */
export const REQUIRED_SHARE = 0.77;

/** A period's seconds, a running one counted until `now`. */
export const secondsOf = (period: TimePeriod, now: number): number =>
  Math.max(0, Math.floor(((period.endedAt === null ? now : Date.parse(period.endedAt)) - Date.parse(period.startedAt)) / 1000));

export const sumSeconds = (periods: TimePeriod[], now: number): number => periods.reduce((sum, period) => sum + secondsOf(period, now), 0);

export type TaskRow = { taskId: number; name: string; team: string; perDay: number[]; total: number };

/** One row per task over the week's days, subtasks counted in their task. */
export function taskRows(periods: TimePeriod[], days: string[], now: number): TaskRow[] {
  const rows = new Map<number, TaskRow>();
  for (const period of periods) {
    const dayIndex = days.indexOf(period.date);
    if (dayIndex < 0) continue;
    const row = rows.get(period.task.id) ?? { taskId: period.task.id, name: period.task.name, team: period.team.name, perDay: days.map(() => 0), total: 0 };
    const seconds = secondsOf(period, now);
    row.perDay[dayIndex] = (row.perDay[dayIndex] ?? 0) + seconds;
    row.total += seconds;
    rows.set(period.task.id, row);
  }
  return [...rows.values()].sort((a, b) => a.name.localeCompare(b.name, 'es'));
}

/** `45 %` of the scheduled time, or nothing when nothing is scheduled. */
export const shareOf = (seconds: number, scheduled: number): string => (scheduled > 0 ? `${Math.round((seconds / scheduled) * 100)} %` : '');
