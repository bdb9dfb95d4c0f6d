/**
 * Working days of holiday requests: weekdays minus the organisation's public
 * holidays. The API checks balances with it and the calendar screen shows the
 * same figures, so both count from calendar days (`YYYY-MM-DD`), never from
 * instants, and a daylight-saving change can never add or drop a day.
 */
export type CalendarDay = string;

/** The zone whose calendar days holidays are counted in (the organisation's). */
export const HOLIDAY_TIME_ZONE = 'Europe/Madrid';
export const DEFAULT_HOLIDAY_ALLOWANCE = 22;
export const MAX_HOLIDAY_ALLOWANCE = 366;
/** Calendar days one holiday request may span, as a report's period (a year, leap day included). */
export const MAX_HOLIDAY_REQUEST_DAYS = 366;
/** Characters of the note a person leaves the approver of a holiday request. */
export const HOLIDAY_NOTE_MAX_LENGTH = 500;
/**
 * Calendar days one read of a person's public holidays may span: three years, leap day included, so a
 * calendar showing one year also counts a request reaching into the year before or after it.
 */
export const MAX_PUBLIC_HOLIDAY_RANGE_DAYS = 1096;

export const HOLIDAY_MESSAGES = {
  END_BEFORE_START: 'La fecha de fin debe ser mayor o igual a la de inicio',
  OVERLAP: 'Ya tiene una solicitud de vacaciones en esas fechas',
  IN_THE_PAST: 'No se pueden solicitar vacaciones en fechas pasadas',
  NOT_ENOUGH_DAYS: 'No tiene días suficientes',
  ALLOWANCE_INVALID: `Los días de vacaciones deben ser un número entero entre 0 y ${MAX_HOLIDAY_ALLOWANCE}`,
  PERIOD_TOO_LONG: `El periodo no puede superar ${MAX_HOLIDAY_REQUEST_DAYS} días`,
} as const;

const DAY_MS = 86_400_000;
const dayFormat = new Map<string, Intl.DateTimeFormat>();

/** The calendar day an instant falls on in `timeZone`. */
export function calendarDayOf(instant: Date | string, timeZone = HOLIDAY_TIME_ZONE): CalendarDay {
  let format = dayFormat.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormat.set(timeZone, format);
  }
  return format.format(new Date(instant));
}

/** Today's calendar day in the person's time zone (the portal's own when they have none). */
export const todayIn = (timeZone?: string | null, now: Date = new Date()): CalendarDay => calendarDayOf(now, timeZone || HOLIDAY_TIME_ZONE);

const offsetFormat = new Map<string, Intl.DateTimeFormat>();

/** `+01:00`: the zone's offset at an instant. */
function offsetAt(instant: number, timeZone: string): string {
  let format = offsetFormat.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormat.set(timeZone, format);
  }
  const name = format.formatToParts(new Date(instant)).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  return name === 'GMT' ? '+00:00' : name.slice(3);
}

/**
 * The first and last second of a whole calendar day in the zone, with its
 * offsets: what a holiday request sends, whatever the browser's own zone.
 * Clocks change at night, so each end of the day has its own offset.
 */
export function wholeDay(day: CalendarDay, timeZone = HOLIDAY_TIME_ZONE): { start: string; end: string } {
  return {
    start: `${day}T00:00:00${offsetAt(Date.parse(`${day}T00:00:00Z`), timeZone)}`,
    end: `${day}T23:59:59${offsetAt(Date.parse(`${day}T23:59:00Z`), timeZone)}`,
  };
}

const utcMidnight = (day: CalendarDay) => Date.parse(`${day}T00:00:00Z`);

const HALF_DAY_MS = DAY_MS / 2;

/**
 * The calendar days a client meant by a whole-day period, whatever instants it wrote: the period begins on the day
 * whose midnight in `timeZone` is nearest its start and ends on the day whose end is nearest its end. UTC midnights
 * (`2028-04-03T00:00:00Z` to `2028-04-05T23:59:59Z`), the zone's own midnights in any offset, and an exclusive end
 * at the next midnight all give 3 to 5 April. Null when a bound is not an instant.
 */
export function daysOfPeriod(start: string, end: string, timeZone = HOLIDAY_TIME_ZONE): { first: CalendarDay; last: CalendarDay } | null {
  const startTime = Date.parse(start);
  const endTime = Date.parse(end);
  if (Number.isNaN(startTime) || Number.isNaN(endTime)) return null;
  const first = calendarDayOf(new Date(startTime + HALF_DAY_MS), timeZone);
  const last = calendarDayOf(new Date(endTime - HALF_DAY_MS), timeZone);
  // A period shorter than the rounding (both bounds at one midnight) is that one day.
  return { first, last: last < first && endTime >= startTime ? first : last };
}

/** Every calendar day from `first` to `last`, both included (none when `last` is before `first`). */
export function calendarDaysBetween(first: CalendarDay, last: CalendarDay): CalendarDay[] {
  const days: CalendarDay[] = [];
  for (let time = utcMidnight(first); time <= utcMidnight(last); time += DAY_MS) days.push(new Date(time).toISOString().slice(0, 10));
  return days;
}

export const isWeekend = (day: CalendarDay) => {
  const weekDay = new Date(utcMidnight(day)).getUTCDay();
  return weekDay === 0 || weekDay === 6;
};

/** Weekdays from `first` to `last`, both included, counted by arithmetic: no work grows with the period's length. */
function weekdaysBetween(first: CalendarDay, last: CalendarDay): number {
  const days = (utcMidnight(last) - utcMidnight(first)) / DAY_MS + 1;
  if (!(days > 0)) return 0;
  const fullWeeks = Math.floor(days / 7);
  let weekdays = fullWeeks * 5;
  const firstWeekDay = new Date(utcMidnight(first)).getUTCDay();
  for (let offset = 0; offset < days % 7; offset += 1) {
    const weekDay = (firstWeekDay + offset) % 7;
    if (weekDay !== 0 && weekDay !== 6) weekdays += 1;
  }
  return weekdays;
}

/**
 * The working days of a period, grouped by year (a request across a year end spends both years' allowances):
 * weekdays per year minus the public holidays on weekdays within the period, so the work follows the number
 * of years and holidays, never the number of days.
 */
export function workingDaysPerYear(first: CalendarDay, last: CalendarDay, publicHolidays: Iterable<CalendarDay>): Map<number, number> {
  const perYear = new Map<number, number>();
  if (last < first) return perYear;
  const firstYear = Number(first.slice(0, 4));
  const lastYear = Number(last.slice(0, 4));
  for (let year = firstYear; year <= lastYear; year += 1) {
    const from = year === firstYear ? first : `${String(year).padStart(4, '0')}-01-01`;
    const to = year === lastYear ? last : `${String(year).padStart(4, '0')}-12-31`;
    const weekdays = weekdaysBetween(from, to);
    if (weekdays > 0) perYear.set(year, weekdays);
  }
  for (const day of new Set(publicHolidays)) {
    if (day < first || day > last || isWeekend(day)) continue;
    const year = Number(day.slice(0, 4));
    const left = (perYear.get(year) ?? 0) - 1;
    if (left > 0) perYear.set(year, left);
    else perYear.delete(year);
  }
  return perYear;
}

export function workingDaysBetween(first: CalendarDay, last: CalendarDay, publicHolidays: Iterable<CalendarDay>): number {
  let total = 0;
  for (const days of workingDaysPerYear(first, last, publicHolidays).values()) total += days;
  return total;
}

/** A holiday request as the balance counts it: its calendar days (as the API answers them), both included. */
export type HolidayRequestPeriod = { startDay: CalendarDay; endDay: CalendarDay; managed: boolean; authorized: boolean };
export type HolidayBalance = { allowance: number; available: number; enjoyed: number; pending: number };

/** The days of one year: accepted requests are enjoyed, pending ones held back; rejected ones spend nothing. */
export function holidayBalance(
  year: number,
  allowance: number,
  requests: readonly HolidayRequestPeriod[],
  publicHolidays: Iterable<CalendarDay>,
): HolidayBalance {
  const holidays = [...publicHolidays];
  let enjoyed = 0;
  let pending = 0;
  for (const request of requests) {
    if (request.managed && !request.authorized) continue;
    const days = workingDaysPerYear(request.startDay, request.endDay, holidays).get(year) ?? 0;
    if (request.managed) enjoyed += days;
    else pending += days;
  }
  return { allowance, available: allowance - enjoyed - pending, enjoyed, pending };
}

/** What a new request would spend of one year it touches, and what that year would have left once it is asked. */
export type YearSpend = { year: number; days: number; left: number };

/**
 * The working days a new request of `first` to `last` spends of each year it touches, and what each of those
 * years has left after it (the person's other pending requests held back): the server refuses a request that
 * leaves a year below zero, and the holiday form shows the same figures as the days are picked.
 */
export function spendOfRequest(
  first: CalendarDay,
  last: CalendarDay,
  allowance: number,
  requests: readonly HolidayRequestPeriod[],
  publicHolidays: Iterable<CalendarDay>,
): YearSpend[] {
  const holidays = [...publicHolidays];
  return [...workingDaysPerYear(first, last, holidays)].map(([year, days]) => ({
    year,
    days,
    left: holidayBalance(year, allowance, requests, holidays).available - days,
  }));
}
