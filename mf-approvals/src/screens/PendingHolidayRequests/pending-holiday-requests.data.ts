import { type CalendarAssignment, calendarAssignmentsApi, errorMessageFrom } from '@portal/shared-api';
import { notify, TEXTS } from '@portal/shared-ui';
import type { ActionFunctionArgs } from 'react-router';

export type PendingHolidayRequestsData = { requests: CalendarAssignment[] };

export type HolidayDecision = { intent: 'accept'; id: number } | { intent: 'reject'; id: number; rejectReason: string };

export type HolidayDecisionResult = { ok: true; id: number } | { ok: false; message: string };

export async function pendingHolidayRequestsLoader(): Promise<PendingHolidayRequestsData> {
  const requests = await calendarAssignmentsApi.listPending({ notifyErrors: false });
  return { requests: [...requests].sort((a, b) => a.id - b.id) };
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
  if (!decision) {
    notify.error(TEXTS.GENERIC_ERROR);
    return { ok: false, message: TEXTS.GENERIC_ERROR };
  }
  try {
    if (decision.intent === 'accept') await calendarAssignmentsApi.accept(decision.id, { notifyErrors: false });
    else await calendarAssignmentsApi.reject(decision.id, decision.rejectReason, { notifyErrors: false });
    notify.success(TEXTS.OK_PLAIN);
    return { ok: true, id: decision.id };
  } catch (error) {
    // The legacy screen failed silently; the manager must see why (already managed, reason required...).
    const message = errorMessageFrom(error);
    notify.error(message);
    return { ok: false, message };
  }
}
