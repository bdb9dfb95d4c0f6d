/** `HH:mm` at the start of the text or right after the date's `T`. */
const CLOCK_TIME = /(?:^|T)(\d{1,2}):(\d{2})/;

/**
 * A schedule unit's clock time as `HH:mm`, from `"1970-01-01T08:00:00+01:00"`,
 * `"08:00"` or `"08:00:00"`. Read as text: a time-zone conversion of the 1970
 * date would shift the hours by the historical offset. Empty when unreadable.
 */
export function formatUnitTime(value: string | null | undefined): string {
  const match = CLOCK_TIME.exec(value?.trim() ?? '');
  if (!match) return '';
  return `${(match[1] ?? '').padStart(2, '0')}:${match[2]}`;
}

/** Minutes since midnight of a schedule unit's clock time (`08:30` → 510); null when unreadable. */
export const minutesOf = (value: string): number | null => {
  const match = CLOCK_TIME.exec(value.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

type ScheduleUnits = { units: { week_day: number; start: string; end: string }[] };

/** Seconds a weekly schedule plans on one ISO week day (1 Monday … 7 Sunday), or over the whole week without one. */
export function scheduledSeconds(schedule: ScheduleUnits | null | undefined, isoWeekDay?: number): number {
  return (schedule?.units ?? [])
    .filter((unit) => isoWeekDay === undefined || unit.week_day === isoWeekDay)
    .reduce((total, unit) => {
      const start = minutesOf(unit.start);
      const end = minutesOf(unit.end);
      return start === null || end === null || end <= start ? total : total + (end - start) * 60;
    }, 0);
}
