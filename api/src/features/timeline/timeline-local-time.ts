/** Wall-clock times of the timeline (docs/api-contract.md P7) in the caller's zone, written with the zone's offset. */
import sql, { type Sql } from 'sql-template-tag';
import { offsetText, zoneOffsetMinutes } from '../../core/json-ld/dates.ts';

/** The zone's offset on `date` when it is the same all day (and a day either side, for schedules of other zones), else null. */
export function steadyOffset(date: string, zone: string): string | null {
  const noon = Date.parse(`${date}T12:00:00Z`);
  const offsets = new Set([-36, -12, 0, 12, 36].map((hours) => offsetText(zoneOffsetMinutes(noon + hours * 3_600_000, zone))));
  return offsets.size === 1 ? ([...offsets][0] as string) : null;
}

/**
 * `2024-05-06T09:00:00+02:00` for a timestamptz expression in zone `zone`.
 * On most days the zone keeps one offset all day, written as a constant; on
 * the two days a year it changes, each value's offset is worked out in SQL.
 */
export function localIso(value: Sql, zone: Sql, dayOffset: string | null): Sql {
  const wall = sql`to_char((${value}) AT TIME ZONE ${zone}, 'YYYY-MM-DD"T"HH24:MI:SS')`;
  if (dayOffset !== null) return sql`(${wall} || ${dayOffset}::text)`;
  return sql`(${wall}
    || (SELECT CASE WHEN o < 0 THEN '-' ELSE '+' END || to_char(make_interval(secs => abs(o)), 'HH24:MI')
        FROM (SELECT extract(epoch FROM ((${value}) AT TIME ZONE ${zone}) - ((${value}) AT TIME ZONE 'UTC')) AS o) offset_seconds))`;
}
