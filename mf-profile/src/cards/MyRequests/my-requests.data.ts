import { CALENDAR_ASSIGNMENT_TYPE, calendarAssignmentsApi, currentSessionUser, type Task, tasksApi, userSchedulesApi } from '@portal/shared-api';
import { cardQuery } from '@portal/shared-ui';

type MyRequestsData = { schedules: number; holidays: number; incidents: Task[] };

/** How many of the person's incidents the card lists (the newest). */
const SHOWN_INCIDENTS = 5;

/** The person's pending schedule-change and holiday requests, and their newest incidents. */
async function readMyRequests(signal: AbortSignal): Promise<MyRequestsData> {
  const me = await currentSessionUser();
  if (!me) return { schedules: 0, holidays: 0, incidents: [] };
  // Counted from one-item pages: the total is right past the first page, and the API serialises one row, not a page.
  const [schedules, holidays, incidents] = await Promise.all([
    userSchedulesApi.count({ user: me.id, authorized: false }, { signal }),
    calendarAssignmentsApi.count({ user: me.id, type: CALENDAR_ASSIGNMENT_TYPE.HOLIDAY, managed: false }, { signal }),
    tasksApi.incidentsOf(me.id, { signal }),
  ]);
  const newestFirst = [...incidents].sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || b.id - a.id);
  return { schedules, holidays, incidents: newestFirst.slice(0, SHOWN_INCIDENTS) };
}

/** The card's data, read again after a change of what it shows. */
export const myRequestsQuery = cardQuery('mf_profile.my-requests', readMyRequests, ['user_schedules', 'calendar_assignments', 'tasks']);
