import type { WorkScheduleUnit } from '@portal/shared-api';
import { formatUnitTime } from '../../format';

/** The `HH:mm - HH:mm` ranges of one week day, earliest first. */
export function dayRanges(units: readonly WorkScheduleUnit[], weekDay: number): string[] {
  return units
    .filter((unit) => Number(unit.week_day) === weekDay)
    .map((unit) => ({ start: formatUnitTime(unit.start), end: formatUnitTime(unit.end) }))
    .sort((a, b) => a.start.localeCompare(b.start))
    .map(({ start, end }) => `${start} - ${end}`);
}
