import type { AxiosRequestConfig } from 'axios';
import { CALENDAR_ASSIGNMENT_TYPE, type CalendarAssignment } from '../entities';
import { createResource, type ResourceId } from './create-resource';

const resource = createResource<CalendarAssignment>('calendar_assignments');

/** Holiday requests (`/api/calendar_assignments`). */
export const calendarAssignmentsApi = {
  ...resource,
  /** Holiday requests not yet managed that the caller may decide (not their own, unless admin). */
  listPending: (config?: AxiosRequestConfig) =>
    resource.list({ type: CALENDAR_ASSIGNMENT_TYPE.HOLIDAY, managed: false, decidable: true }, config),
  accept: (id: ResourceId, config?: AxiosRequestConfig) => resource.update(id, { authorized: true, managed: true }, config),
  /** A blank reason is left out: the server then decides whether the department requires one. */
  reject: (id: ResourceId, rejectReason?: string, config?: AxiosRequestConfig) => {
    const reason = rejectReason?.trim();
    return resource.update(id, { authorized: false, managed: true, ...(reason ? { rejectReason: reason } : {}) }, config);
  },
};
