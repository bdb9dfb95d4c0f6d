import type { AxiosRequestConfig } from 'axios';
import { apiClient } from '../client';
import type { WorkSchedule } from '../entities';
import { createResource, type ResourceId } from './create-resource';

const resource = createResource<WorkSchedule>('work_schedules');

/** One time range of a day as the schedule editor sends it: `week_day` 1 (Monday) to 7, clock times `HH:mm`. */
export type NewScheduleRange = { week_day: number; start: string; end: string };

/** Weekly schedules (`/api/work_schedules`, docs/api-contract.md G1–G6). */
export const workSchedulesApi = {
  ...resource,
  /** Answers the whole schedule with the new range among its units. */
  addRange: async (scheduleId: ResourceId, range: NewScheduleRange, config?: AxiosRequestConfig): Promise<WorkSchedule> =>
    (await apiClient.post<WorkSchedule>(`horarios/addUnit/${encodeURIComponent(String(scheduleId))}`, range, config)).data,
  removeRange: async (unitId: ResourceId, config?: AxiosRequestConfig): Promise<void> => {
    await apiClient.delete(`work_schedule_units/${encodeURIComponent(String(unitId))}`, config);
  },
};
