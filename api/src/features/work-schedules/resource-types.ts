import type { WorkSchedule, WorkScheduleUnit } from '@portal/shared-api/entities';
import { fieldsOf, type ResourceTypes } from '../../core/json-ld/resource-types.ts';

/** The resource types this feature serves (/api/work_schedules, /api/work_schedule_units): their contract type and the fields their serializers write. */
export const WORK_SCHEDULES_RESOURCE_TYPES: ResourceTypes = {
  work_schedules: { type: 'WorkSchedule', fields: fieldsOf<WorkSchedule>({ name: 'text', description: 'text', deleted: 'flag', units: 'list', people: 'integer' }) },
  work_schedule_units: { type: 'WorkScheduleUnit', fields: fieldsOf<WorkScheduleUnit>({ week_day: 'integer', start: 'text', end: 'text', workSchedule: 'reference' }) },
};
