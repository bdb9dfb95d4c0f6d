import type { CalendarAssignment, Iri, UserSummary } from '@portal/shared-api/entities';
import { calendarDayOf } from '@portal/shared-api/rules';
import { formatDateTime } from '../../core/json-ld/dates.ts';
import { iri, item, type Serialized } from '../../core/json-ld/json-ld.ts';

export type CalendarAssignmentRow = {
  id: number;
  user_id: number;
  type: number;
  start_at: Date;
  end_at: Date;
  managed: boolean;
  authorized: boolean;
  reject_reason: string | null;
  /** The requester's note to the approver. */
  note: string | null;
  managed_by_id: number | null;
  created_at: Date;
  /** The requester's time zone, whose calendar days the stored instants begin and end. */
  time_zone: string;
};

/**
 * A holiday request (docs/api-contract.md §4.4). `rejectReasonRequired` is read-only: it
 * tells the pending screen that a rejection needs a reason, which the server
 * enforces anyway.
 */
export function toCalendarAssignment(
  request: CalendarAssignmentRow,
  user: Serialized<UserSummary> | Iri,
  rejectReasonRequired: boolean,
): Serialized<CalendarAssignment> {
  return item<CalendarAssignment>('CalendarAssignment', 'calendar_assignments', request.id, {
    user,
    type: request.type,
    start: formatDateTime(request.start_at),
    end: formatDateTime(request.end_at),
    startDay: calendarDayOf(request.start_at, request.time_zone),
    endDay: calendarDayOf(request.end_at, request.time_zone),
    managed: request.managed,
    authorized: request.authorized,
    rejectReason: request.reject_reason,
    note: request.note,
    rejectReasonRequired,
    managedBy: request.managed_by_id === null ? null : iri('users', request.managed_by_id),
    createdAt: formatDateTime(request.created_at),
  });
}
