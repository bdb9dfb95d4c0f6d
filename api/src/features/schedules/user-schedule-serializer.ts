import type { Iri, ScheduleType, UserSchedule } from '@portal/shared-api/entities';
import { formatDateTime } from '../../core/json-ld/dates.ts';
import { iri, item, type Serialized, type SerializedFields } from '../../core/json-ld/json-ld.ts';

export type UserScheduleRow = {
  id: number;
  user_id: number;
  type: ScheduleType;
  start: Date;
  work_schedule_id: number | null;
  authorized: boolean;
  created_at: Date;
};

/** A schedule-change request; `user` is the embedded requester (or an IRI inside the requester's own view). */
export function toUserSchedule(
  request: UserScheduleRow,
  user: SerializedFields<UserSchedule>['user'] | Iri,
  schedule: SerializedFields<UserSchedule>['schedule'],
): Serialized<UserSchedule> {
  return item<UserSchedule>('UserSchedule', 'user_schedules', request.id, {
    user,
    type: request.type,
    start: formatDateTime(request.start),
    schedule,
    authorized: request.authorized,
    createdAt: formatDateTime(request.created_at),
  });
}

export const requestUserIri = (request: UserScheduleRow) => iri('users', request.user_id);
