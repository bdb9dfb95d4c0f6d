import { currentSessionUser, type SessionUser, type WorkSchedule, workSchedulesApi } from '@portal/shared-api';
import type { LoaderFunctionArgs } from 'react-router';

export type WorkSchedulesData = { schedules: WorkSchedule[]; sessionUser: SessionUser | null };

/** Every schedule with its ranges and holders (deleted ones too for admins, who may restore them). */
export async function workSchedulesLoader({ request }: LoaderFunctionArgs): Promise<WorkSchedulesData> {
  const [schedules, sessionUser] = await Promise.all([workSchedulesApi.list(undefined, { signal: request.signal }), currentSessionUser()]);
  return { schedules, sessionUser };
}
