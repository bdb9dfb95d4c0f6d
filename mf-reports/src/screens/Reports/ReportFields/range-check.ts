import { daysInRange, endBeforeStart, MAX_REPORT_DAYS, periodTooLong, REPORT_MESSAGES, type ReportRange } from '@portal/shared-api';
import dayjs from 'dayjs';
import type { DateRange } from './DateRangeFields';

/**
 * Why a range cannot be sent (spec 02 §5), or null: a required range needs
 * both dates, an optional one both or none; the end never goes before the start,
 * nor more than the days a report may span (the API refuses those too).
 */
export function rangeProblem(range: DateRange, required: boolean): string | null {
  const given = [range.start, range.end].filter((date) => date !== '').length;
  if (given === 1 || (required && given === 0)) return REPORT_MESSAGES.WRONG_PARAMETER;
  if (endBeforeStart(range.start, range.end)) return REPORT_MESSAGES.END_BEFORE_START;
  return given === 2 && daysInRange(range.start, range.end) > MAX_REPORT_DAYS ? periodTooLong(MAX_REPORT_DAYS) : null;
}

/** The range to send: null when no date was given. */
export const rangeOrNull = (range: DateRange): ReportRange | null => (range.start === '' ? null : range);

/** The Monday-to-Sunday week a day falls in (the weekly team report). */
export function weekOf(day: string): DateRange {
  if (day === '') return { start: '', end: '' };
  const date = dayjs(day);
  const monday = date.subtract((date.day() + 6) % 7, 'day');
  return { start: monday.format('YYYY-MM-DD'), end: monday.add(6, 'day').format('YYYY-MM-DD') };
}
