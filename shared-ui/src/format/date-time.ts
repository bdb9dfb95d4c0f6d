import dayjs from 'dayjs';

type DateInput = string | Date | null | undefined;

/** Empty for missing or unreadable input, so a bad date never shows as "Invalid Date". */
function formatWith(value: DateInput, pattern: string): string {
  if (value == null || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(pattern) : '';
}

/** `DD-MM-YYYY HH:mm:ss`, in the browser's time zone. */
export const formatDateTime = (value: DateInput): string => formatWith(value, 'DD-MM-YYYY HH:mm:ss');

/** `DD-MM-YYYY`. */
export const formatDate = (value: DateInput): string => formatWith(value, 'DD-MM-YYYY');

/**
 * `DD-MM-YYYY` of a calendar day (`YYYY-MM-DD`) as the API answers it: no time zone is involved, so a whole-day
 * absence shows the same days to everyone, wherever their browser is.
 */
export const formatDay = (day: string | null | undefined): string => (day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day.split('-').reverse().join('-') : '');

/** `DD/MM/YYYY`, as the justification periods are shown. */
export const formatDayMonthYear = (value: DateInput): string => formatWith(value, 'DD/MM/YYYY');
