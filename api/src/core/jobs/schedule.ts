import { CronExpressionParser } from 'cron-parser';

/** A recurring job: a cron expression read in a time zone, so 07:00 stays 07:00 across DST changes. */
export type Schedule = {
  /** Standard five-field cron, e.g. `0 7 * * 1` (Mondays 07:00). */
  cron: string;
  /** IANA zone the cron is read in (default Europe/Madrid). */
  timezone?: string;
  /**
   * How late an occurrence may still be created, e.g. after every instance was
   * down at its due time (default 12 h). Older occurrences are skipped.
   */
  catchUpMs?: number;
};

const DEFAULT_CATCH_UP_MS = 12 * 3600_000;

/** The latest due time at or before `now`, or null when it is older than the catch-up window. */
export function latestDueTime(schedule: Schedule, now: Date): Date | null {
  // prev() is strictly before currentDate, so step 1 ms past `now` to include an occurrence due exactly now.
  const expression = CronExpressionParser.parse(schedule.cron, {
    currentDate: new Date(now.getTime() + 1),
    tz: schedule.timezone ?? 'Europe/Madrid',
  });
  const due = expression.prev().toDate();
  return now.getTime() - due.getTime() <= (schedule.catchUpMs ?? DEFAULT_CATCH_UP_MS) ? due : null;
}

/** Throws on an expression cron-parser cannot read, so a typo fails at start, not on the due day. */
export function assertValidSchedule(schedule: Schedule): void {
  CronExpressionParser.parse(schedule.cron, { tz: schedule.timezone ?? 'Europe/Madrid' });
}
