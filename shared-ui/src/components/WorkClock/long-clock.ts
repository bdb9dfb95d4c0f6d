import type { SessionUser } from '@portal/shared-api';
import { calendarDayOf, HOLIDAY_TIME_ZONE } from '@portal/shared-api/rules';
import { minutesOf } from '../../format/unit-time';

/** A clock running this long is taken for forgotten, whatever the schedule says. */
export const LONG_CLOCK_HOURS = 10;

const HOUR_MS = 3_600_000;

const timeFormat = new Map<string, Intl.DateTimeFormat>();
/** Minutes since local midnight of an instant in a time zone. */
function localMinutes(instant: Date, timeZone: string): number {
  let format = timeFormat.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    timeFormat.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: string) => Number(parts.find((one) => one.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

/**
 * When the person's day that the clock was started in ends: the last end their work schedule plans on that week
 * day, if the clock started before it; otherwise (overtime, a day without hours) that day's midnight.
 */
function endOfStartingDay(started: Date, person: Pick<SessionUser, 'timezone' | 'workSchedule'>): number {
  const timeZone = person.timezone || HOLIDAY_TIME_ZONE;
  const sundayFirst = new Date(`${calendarDayOf(started, timeZone)}T00:00:00Z`).getUTCDay();
  const isoWeekDay = ((sundayFirst + 6) % 7) + 1;
  const startMinutes = localMinutes(started, timeZone);
  const scheduledEnd = Math.max(
    -1,
    ...(person.workSchedule?.units ?? []).filter((unit) => unit.week_day === isoWeekDay).map((unit) => minutesOf(unit.end) ?? -1),
  );
  const endMinutes = scheduledEnd > startMinutes ? scheduledEnd : 24 * 60;
  return started.getTime() + (endMinutes - startMinutes) * 60_000;
}

/**
 * The whole hours a running clock has been running when it looks forgotten: over `LONG_CLOCK_HOURS`, or, after an
 * hour at least, past the end of the person's day it was started in. `null` for a clock that looks like work.
 */
export function forgottenClockHours(startedAt: string, person: Pick<SessionUser, 'timezone' | 'workSchedule'> | null, now: Date = new Date()): number | null {
  const started = new Date(startedAt);
  const elapsed = now.getTime() - started.getTime();
  if (!Number.isFinite(elapsed) || elapsed < HOUR_MS) return null;
  const hours = Math.floor(elapsed / HOUR_MS);
  if (hours >= LONG_CLOCK_HOURS) return hours;
  return person && now.getTime() > endOfStartingDay(started, person) ? hours : null;
}
