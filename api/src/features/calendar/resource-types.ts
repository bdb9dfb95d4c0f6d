import type { CalendarAssignment } from '@portal/shared-api/entities';
import { fieldsOf, type ResourceTypes } from '../../core/json-ld/resource-types.ts';

/** The resource types this feature serves (/api/calendar_assignments): their contract type and the fields their serializers write. */
export const CALENDAR_RESOURCE_TYPES: ResourceTypes = {
  calendar_assignments: { type: 'CalendarAssignment', fields: fieldsOf<CalendarAssignment>({
    user: 'reference',
    type: 'integer',
    start: 'text',
    end: 'text',
    startDay: 'text',
    endDay: 'text',
    managed: 'flag',
    authorized: 'flag',
    rejectReason: 'text',
    note: 'text',
    rejectReasonRequired: 'flag',
    managedBy: 'reference',
    createdAt: 'dateTime',
    workingDays: 'integer',
    balanceAfter: 'integer',
    othersOff: 'list',
  }) },
};
