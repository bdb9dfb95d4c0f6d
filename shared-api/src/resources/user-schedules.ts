import type { AxiosRequestConfig } from 'axios';
import type { UserSchedule } from '../entities';
import { createResource, type ResourceId } from './create-resource';

const resource = createResource<UserSchedule>('user_schedules');

/** Schedule-change requests (`/api/user_schedules`). */
export const userSchedulesApi = {
  ...resource,
  /** Requests not yet authorised that the caller may decide (not their own, unless admin). */
  listPending: (config?: AxiosRequestConfig) => resource.list({ authorized: false, decidable: true }, config),
  accept: (id: ResourceId, config?: AxiosRequestConfig) => resource.update(id, { authorized: true }, config),
  /** Rejecting a request deletes it. */
  reject: (id: ResourceId, config?: AxiosRequestConfig) => resource.remove(id, config),
};
