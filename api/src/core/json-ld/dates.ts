/** Date and time formats of docs/api-contract.md §1.8 (reference time zone Europe/Madrid). */

export const REFERENCE_TIME_ZONE = 'Europe/Madrid';

/** `+01:00` for an offset in minutes. */
export function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `${sign}${String(Math.floor(absolute / 60)).padStart(2, '0')}:${String(absolute % 60).padStart(2, '0')}`;
}

// Zones change offset on whole quarter hours of UTC (Madrid and the Canaries at 01:00), so an offset holds for its
// quarter hour; Intl is slow to ask once per value, so each zone's offsets are kept by quarter hour.
const QUARTER_HOUR_MS = 900_000;
const offsetsByZone = new Map<string, { format: Intl.DateTimeFormat; byQuarter: Map<number, number> }>();

function offsetsOf(zone: string) {
  let offsets = offsetsByZone.get(zone);
  if (!offsets) {
    const format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    offsets = { format, byQuarter: new Map() };
    offsetsByZone.set(zone, offsets);
  }
  return offsets;
}

/** Minutes `zone` is ahead of UTC at the instant `ms`. */
export function zoneOffsetMinutes(ms: number, zone: string = REFERENCE_TIME_ZONE): number {
  const { format, byQuarter } = offsetsOf(zone);
  const quarter = Math.floor(ms / QUARTER_HOUR_MS);
  let offset = byQuarter.get(quarter);
  if (offset === undefined) {
    const start = quarter * QUARTER_HOUR_MS;
    const parts = Object.fromEntries(format.formatToParts(new Date(start)).map((part) => [part.type, part.value]));
    const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
    offset = Math.round((wall - start) / 60_000);
    if (byQuarter.size >= 100_000) byQuarter.clear();
    byQuarter.set(quarter, offset);
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
  const offset = zoneOffsetMinutes(ms);
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
