import type { WorkSchedule } from '../entities';
import { createResource } from './create-resource';

/** Weekly schedules (`/api/work_schedules`). */
export const workSchedulesApi = createResource<WorkSchedule>('work_schedules');
