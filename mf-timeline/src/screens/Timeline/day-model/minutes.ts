/** The grid's day: one column per minute from 00:00:00 to 23:59:59 (spec 02 §9). */
export const DAY_MINUTES = 1440;

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})/;

/**
 * Minutes from 00:00 of `day` to the wall-clock time written in `dateTime`.
 * The API writes every time in the viewer's zone with its offset, so the
 * written wall time is where it belongs on the grid, whatever the browser's zone.
 */
export function minuteOfDay(dateTime: string, day: string): number {
  const match = WALL_TIME.exec(dateTime);
  if (!match) return Number.NaN;
  const [, year, month, date, hours, minutes, seconds] = match.map(Number) as number[];
  const [dayYear, dayMonth, dayDate] = day.split('-').map(Number) as [number, number, number];
  const dayOffset = (Date.UTC(year as number, (month as number) - 1, date) - Date.UTC(dayYear, dayMonth - 1, dayDate)) / 86_400_000;
  return dayOffset * DAY_MINUTES + (hours as number) * 60 + (minutes as number) + (seconds as number) / 60;
}

/** `HH:mm:ss` of a date-time written with its offset. */
export function wallClock(dateTime: string): string {
  return dateTime.slice(11, 19);
}

export const clampToDay = (minute: number): number => Math.min(DAY_MINUTES, Math.max(0, minute));
