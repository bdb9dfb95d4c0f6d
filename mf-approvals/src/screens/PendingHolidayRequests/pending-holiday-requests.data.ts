import { type CalendarAssignment, calendarAssignmentsApi } from '@portal/shared-api';
import type { LoaderFunctionArgs } from 'react-router';
import { decidableByMe } from '../../components/decidable-requests';

export type PendingHolidayRequestsData = { requests: CalendarAssignment[] };

export async function pendingHolidayRequestsLoader({ request }: LoaderFunctionArgs): Promise<PendingHolidayRequestsData> {
  const requests = await calendarAssignmentsApi.listPending({ signal: request.signal });
  return { requests: await decidableByMe(requests) };
}
