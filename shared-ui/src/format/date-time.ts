import dayjs, { type Dayjs } from 'dayjs';

type DateInput = string | Date | null | undefined;

/** Undefined for missing or unreadable input, so a bad date never shows as "Invalid Date". */
function read(value: DateInput): Dayjs | undefined {
  if (value == null || value === '') return undefined;
  const date = dayjs(value);
  return date.isValid() ? date : undefined;
}

const formatWith = (value: DateInput, pattern: string): string => read(value)?.format(pattern) ?? '';

/** `DD-MM-YYYY HH:mm`, in the browser's time zone: the portal's one date style, with the time of day. */
export const formatDateTime = (value: DateInput): string => formatWith(value, 'DD-MM-YYYY HH:mm');

/** `DD-MM-YYYY HH:mm:ss`: only where the spec fixes seconds (the time caps' periods, spec 02 §9). */
export const formatDateTimeSeconds = (value: DateInput): string => formatWith(value, 'DD-MM-YYYY HH:mm:ss');

/** `DD-MM-YYYY`: the portal's one date style. */
export const formatDate = (value: DateInput): string => formatWith(value, 'DD-MM-YYYY');

/**
 * `DD-MM-YYYY` of a calendar day (`YYYY-MM-DD`) as the API answers it: no time zone is involved, so a whole-day
 * absence shows the same days to everyone, wherever their browser is.
 */
export const formatDay = (day: string | null | undefined): string => (day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day.split('-').reverse().join('-') : '');

const WEEKDAY = new Intl.DateTimeFormat('es-ES', { weekday: 'short', day: 'numeric', month: 'short' });

/**
 * `lun 23 nov` (with the year when it is not the current one, and `, 17:00` when the instant is not a midnight):
 * where people plan, the week day matters more than the number. Intl gives the names; its `lun, 23 nov` comma
 * is dropped so the form reads as one phrase.
 */
export function formatWeekday(value: DateInput, now: Date = new Date()): string {
  const date = read(value);
  if (!date) return '';
  const parts = WEEKDAY.formatToParts(date.toDate());
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  const year = date.year() === now.getFullYear() ? '' : ` ${date.year()}`;
  const time = date.hour() === 0 && date.minute() === 0 ? '' : `, ${date.format('HH:mm')}`;
  return `${part('weekday')} ${part('day')} ${part('month')}${year}${time}`;
}

const RELATIVE_SHORT = new Intl.RelativeTimeFormat('es', { numeric: 'auto', style: 'short' });
const RELATIVE_LONG = new Intl.RelativeTimeFormat('es', { numeric: 'auto', style: 'long' });

/**
 * How long ago something happened, as a notification says it: `hace un momento`, `hace 5 min`, `hace 2 h`
 * (same day), `ayer`, `hace 3 días`; older than a week, its day (`lun 16 nov`). A time slightly ahead of the
 * browser's clock reads as just now.
 */
export function formatRelative(value: DateInput, now: Date = new Date()): string {
  const date = read(value);
  if (!date) return '';
  const reference = dayjs(now);
  const minutes = Math.floor(reference.diff(date, 'second') / 60);
  if (minutes < 1) return 'hace un momento';
  if (minutes < 60) return RELATIVE_SHORT.format(-minutes, 'minute');
  const days = reference.startOf('day').diff(date.startOf('day'), 'day');
  if (days === 0) return RELATIVE_SHORT.format(-Math.floor(minutes / 60), 'hour');
  if (days < 7) return RELATIVE_LONG.format(-days, 'day');
  return formatWeekday(date.toDate(), now);
}
