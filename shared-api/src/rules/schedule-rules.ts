/** Work schedules (`/api/work_schedules`, docs/api-contract.md §4.2): the ranges of a week and how they may be drawn. */

export const SCHEDULE_MESSAGES = {
  NAME_EMPTY: 'El nombre no puede estar vacío',
  WEEK_DAY_INVALID: 'El día de la semana no es válido',
  TIME_INVALID: 'La hora no es válida',
  END_NOT_AFTER_START: 'La hora de fin debe ser posterior a la de inicio',
  OVERLAP: 'El tramo se solapa con otro del mismo día',
} as const;

/** Why a schedule people still hold cannot be deleted. */
export const stillHeldMessage = (people: number): string => `Hay ${people} ${people === 1 ? 'persona' : 'personas'} con este horario`;

export type ScheduleRange = { week_day?: unknown; start?: unknown; end?: unknown };

/**
 * Minutes after midnight of a clock time written as `HH:mm`, `HH:mm:ss` or the
 * contract's `1970-01-01THH:mm:ss+01:00` (read as written, whatever the offset); null when unreadable.
 */
export function clockMinutes(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = /^(?:1970-01-01T)?(\d{1,2}):(\d{2})(?::(\d{2}))?(?:[+-]\d{2}:\d{2}|Z)?$/.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59 || Number(match[3] ?? 0) > 59) return null;
  return hours * 60 + minutes;
}

/** `HH:mm` of minutes after midnight. */
export function clockText(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

const isWeekDay = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 7;

/** The first refusal of a new range beside the schedule's `existing` ones, as the API words it; null when it may be added. */
export function rangeProblem(existing: readonly ScheduleRange[], draft: ScheduleRange): { field: 'week_day' | 'start' | 'end'; message: string } | null {
  if (!isWeekDay(draft.week_day)) return { field: 'week_day', message: SCHEDULE_MESSAGES.WEEK_DAY_INVALID };
  const start = clockMinutes(draft.start);
  if (start === null) return { field: 'start', message: SCHEDULE_MESSAGES.TIME_INVALID };
  const end = clockMinutes(draft.end);
  if (end === null) return { field: 'end', message: SCHEDULE_MESSAGES.TIME_INVALID };
  if (end <= start) return { field: 'end', message: SCHEDULE_MESSAGES.END_NOT_AFTER_START };
  const overlaps = existing.some((range) => {
    if (Number(range.week_day) !== draft.week_day) return false;
    const otherStart = clockMinutes(range.start);
    const otherEnd = clockMinutes(range.end);
    return otherStart !== null && otherEnd !== null && start < otherEnd && otherStart < end;
  });
  return overlaps ? { field: 'start', message: SCHEDULE_MESSAGES.OVERLAP } : null;
}

/** Hours a week the ranges add up to. */
export function weeklyHours(ranges: readonly ScheduleRange[]): number {
  const minutes = ranges.reduce((total, range) => {
    const start = clockMinutes(range.start);
    const end = clockMinutes(range.end);
    return start === null || end === null ? total : total + Math.max(0, end - start);
  }, 0);
  return minutes / 60;
}
