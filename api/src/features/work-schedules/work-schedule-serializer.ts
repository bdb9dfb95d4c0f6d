import type { WorkSchedule, WorkScheduleUnit } from '@portal/shared-api/entities';
import { formatClockTime } from '../../core/json-ld/dates.ts';
import { iri, item, type Serialized } from '../../core/json-ld/json-ld.ts';

export type WorkScheduleRow = { id: number; name: string; description: string | null; deleted: boolean };
export type WorkScheduleUnitRow = { id: number; work_schedule_id: number; week_day: number; start_time: string; end_time: string };

export function toWorkScheduleUnit(unit: WorkScheduleUnitRow): Serialized<WorkScheduleUnit> {
  return item<WorkScheduleUnit>('WorkScheduleUnit', 'work_schedule_units', unit.id, {
    week_day: unit.week_day,
    start: formatClockTime(unit.start_time),
    end: formatClockTime(unit.end_time),
    workSchedule: iri('work_schedules', unit.work_schedule_id),
  });
}

/** A schedule with its units embedded (a schedule without units is free time). */
export function toWorkSchedule(schedule: WorkScheduleRow, units: WorkScheduleUnitRow[]): Serialized<WorkSchedule> {
  return item<WorkSchedule>('WorkSchedule', 'work_schedules', schedule.id, {
    name: schedule.name,
    description: schedule.description,
    deleted: schedule.deleted,
    units: units.map(toWorkScheduleUnit),
  });
}
