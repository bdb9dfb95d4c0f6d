import type { WorkTimeHistory } from '@portal/shared-api/entities';
import { fieldsOf, type ResourceTypes } from '../../core/json-ld/resource-types.ts';

/** The resource types this feature serves (/api/work_time_histories): their contract type and the fields their serializers write. */
export const TIME_TRACKING_RESOURCE_TYPES: ResourceTypes = {
  work_time_histories: { type: 'WorkTimeHistory', fields: fieldsOf<WorkTimeHistory>({
    user: 'reference',
    task: 'reference',
    subtask: 'reference',
    startedAt: 'dateTime',
    endedAt: 'dateTime',
    timeCap: 'reference',
    timeCapTime: 'integer',
  }) },
};
