import { type CalendarAssignment, calendarAssignmentsApi } from '@portal/shared-api';
import { refuseWrite, TEXTS, type WriteResult, writeAndNotify } from '@portal/shared-ui';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { decidableByMe } from '../../components/decidable-requests';

export type PendingHolidayRequestsData = { requests: CalendarAssignment[] };

export type HolidayDecision = { intent: 'accept'; id: number } | { intent: 'reject'; id: number; rejectReason: string };

export type HolidayDecisionResult = WriteResult<unknown>;

export async function pendingHolidayRequestsLoader({ request }: LoaderFunctionArgs): Promise<PendingHolidayRequestsData> {
  const requests = await calendarAssignmentsApi.listPending({ signal: request.signal });
  return { requests: await decidableByMe(requests) };
}

function readDecision(form: FormData): HolidayDecision | null {
  const intent = form.get('intent');
  const id = Number(form.get('id'));
  if (!Number.isInteger(id) || id <= 0) return null;
  if (intent === 'accept') return { intent, id };
  if (intent === 'reject') return { intent, id, rejectReason: String(form.get('rejectReason') ?? '') };
  return null;
}

/** Accept or reject one holiday request; the loader then revalidates the list. */
export async function pendingHolidayRequestsAction({ request }: ActionFunctionArgs): Promise<HolidayDecisionResult> {
  const decision = readDecision(await request.formData());
  if (!decision) return refuseWrite(TEXTS.GENERIC_ERROR);
  // The legacy screen failed silently; the manager must see why (already managed, reason required...).
  return writeAndNotify(
    () =>
      decision.intent === 'accept'
        ? calendarAssignmentsApi.accept(decision.id)
        : calendarAssignmentsApi.reject(decision.id, decision.rejectReason),
    { success: TEXTS.OK_PLAIN },
  );
}
