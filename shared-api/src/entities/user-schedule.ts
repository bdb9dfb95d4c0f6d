import type { UserSummary } from './user';
import type { WorkSchedule } from './work-schedule';
import type { JsonLdItem } from './json-ld';

/** `UserSchedule.type` codes. */
export const SCHEDULE_TYPE = { NORMAL: 1, DUTY: 2 } as const;

export type ScheduleType = (typeof SCHEDULE_TYPE)[keyof typeof SCHEDULE_TYPE];

/** A schedule-change request; `authorized: false` means pending. */
export type UserSchedule = JsonLdItem & {
  user: UserSummary & { workSchedule: WorkSchedule | null; dutySchedule: WorkSchedule | null };
  type: ScheduleType;
  /** Effective date-time. */
  start: string;
  /** `null` asks for no schedule at all. */
  schedule: WorkSchedule | null;
  authorized: boolean;
  createdAt?: string;
};
