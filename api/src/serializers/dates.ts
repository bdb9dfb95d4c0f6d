/** Date and time formats of contract §1.8 (reference time zone Europe/Madrid). */

export const REFERENCE_TIME_ZONE = 'Europe/Madrid';

const partsFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: REFERENCE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `${sign}${String(Math.floor(absolute / 60)).padStart(2, '0')}:${String(absolute % 60).padStart(2, '0')}`;
}

const HOUR_MS = 3_600_000;
/** Madrid's offset from UTC by UTC hour: it only changes on whole UTC hours, and Intl is slow to ask once per value. */
const offsetByHour = new Map<number, number>();

function madridOffsetMinutes(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    const start = hour * HOUR_MS;
    const parts = Object.fromEntries(partsFormatter.formatToParts(new Date(start)).map((part) => [part.type, part.value]));
    const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
    offset = Math.round((wall - start) / 60_000);
    if (offsetByHour.size >= 100_000) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  return offset;
}

const two = (value: number) => String(value).padStart(2, '0');

/** `2024-05-06T08:00:00+02:00`: local wall time in Madrid with its offset, as API Platform writes it. */
export function formatDateTime(value: Date | string): string;
export function formatDateTime(value: Date | string | null | undefined): string | null;
export function formatDateTime(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const ms = Math.floor((value instanceof Date ? value : new Date(value)).getTime() / 1000) * 1000;
  const offset = madridOffsetMinutes(ms);
  const wall = new Date(ms + offset * 60_000);
  const date = `${wall.getUTCFullYear()}-${two(wall.getUTCMonth() + 1)}-${two(wall.getUTCDate())}`;
  return `${date}T${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}:${two(wall.getUTCSeconds())}${offsetText(offset)}`;
}

/** A `time` column (`08:00:00`) as API Platform writes it: a date-time on 1970-01-01, when Madrid was at +01:00. */
export function formatClockTime(value: string): string {
  const [hours = '00', minutes = '00', seconds = '00'] = value.split(':');
  return `1970-01-01T${hours.padStart(2, '0')}:${minutes.padStart(2, '0')}:${seconds.slice(0, 2).padStart(2, '0')}+01:00`;
}

/** `YYYY-MM-DD` of a `date` value read from the database. */
export function formatDate(value: Date | string): string {
  if (typeof value === 'string') return value.slice(0, 10);
  return value.toISOString().slice(0, 10);
}
