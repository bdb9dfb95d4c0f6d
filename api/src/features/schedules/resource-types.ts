import type { UserSchedule } from '@portal/shared-api/entities';
import { fieldsOf, type ResourceTypes } from '../../core/json-ld/resource-types.ts';

/** The resource types this feature serves (/api/user_schedules): their contract type and the fields their serializers write. */
export const SCHEDULES_RESOURCE_TYPES: ResourceTypes = {
  user_schedules: { type: 'UserSchedule', fields: fieldsOf<UserSchedule>({ user: 'reference', type: 'integer', start: 'text', schedule: 'reference', authorized: 'flag', createdAt: 'dateTime' }) },
};
