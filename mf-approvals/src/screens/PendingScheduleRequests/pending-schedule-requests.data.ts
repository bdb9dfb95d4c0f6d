import { type UserSchedule, userSchedulesApi } from '@portal/shared-api';
import type { LoaderFunctionArgs } from 'react-router';
import { decidableByMe } from '../../components/decidable-requests';

export type PendingScheduleRequestsData = { requests: UserSchedule[] };

export async function pendingScheduleRequestsLoader({ request }: LoaderFunctionArgs): Promise<PendingScheduleRequestsData> {
  const requests = await userSchedulesApi.listPending({ signal: request.signal });
  return { requests: await decidableByMe(requests) };
}
