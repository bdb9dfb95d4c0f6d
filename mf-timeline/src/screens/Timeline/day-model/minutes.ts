/** The grid's day: one column per minute from 00:00:00 to 23:59:59 (spec 02 §9). */
export const DAY_MINUTES = 1440;

const DIGIT_0 = 48;

/** The number written at `from` with `length` digits, or NaN. */
function digitsAt(text: string, from: number, length: number): number {
  let value = 0;
  for (let index = from; index < from + length; index += 1) {
    const digit = text.charCodeAt(index) - DIGIT_0;
    if (!(digit >= 0 && digit <= 9)) return Number.NaN;
    value = value * 10 + digit;
  }
  return value;
}

/** Whole days from `day` to the date written at the start of `dateTime`. */
function daysFrom(day: string, dateTime: string): number {
  if (dateTime.startsWith(day)) return 0;
  const utc = (text: string) => Date.UTC(digitsAt(text, 0, 4), digitsAt(text, 5, 2) - 1, digitsAt(text, 8, 2));
  return (utc(dateTime) - utc(day)) / 86_400_000;
}

/**
 * Minutes from 00:00 of `day` to the wall-clock time written in `dateTime`
 * (`YYYY-MM-DDTHH:mm:ss…`). The API writes every time in the viewer's zone
 * with its offset, so the written wall time is where it belongs on the grid,
 * whatever the browser's zone. Read digit by digit: a day of 500 people has
 * thousands of these, and this runs while the grid first renders.
 */
export function minuteOfDay(dateTime: string, day: string): number {
  if (dateTime.length < 19 || dateTime[10] !== 'T') return Number.NaN;
  const hours = digitsAt(dateTime, 11, 2);
  const minutes = digitsAt(dateTime, 14, 2);
  const seconds = digitsAt(dateTime, 17, 2);
  return daysFrom(day, dateTime) * DAY_MINUTES + hours * 60 + minutes + seconds / 60;
}

/** `HH:mm:ss` of a date-time written with its offset. */
export function wallClock(dateTime: string): string {
  return dateTime.slice(11, 19);
}

export const clampToDay = (minute: number): number => Math.min(DAY_MINUTES, Math.max(0, minute));
