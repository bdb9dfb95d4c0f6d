import { errorMessageFrom, type UserSchedule, userSchedulesApi } from '@portal/shared-api';
import { notify } from '@portal/shared-ui';
import type { ActionFunctionArgs } from 'react-router';

export type PendingScheduleRequestsData = { requests: UserSchedule[] };

export type DecisionIntent = 'accept' | 'reject';

export type DecisionResult = { ok: true; intent: DecisionIntent; id: number } | { ok: false; message: string };

export async function pendingScheduleRequestsLoader(): Promise<PendingScheduleRequestsData> {
  const requests = await userSchedulesApi.listPending({ notifyErrors: false });
  return { requests: [...requests].sort((a, b) => a.id - b.id) };
}

function readDecision(form: FormData): { intent: DecisionIntent; id: number } | null {
  const intent = form.get('intent');
  const id = Number(form.get('id'));
  if ((intent !== 'accept' && intent !== 'reject') || !Number.isInteger(id) || id <= 0) return null;
  return { intent, id };
}

/** Accept (authorise) or reject (delete) one request; the loader then revalidates the list. */
export async function pendingScheduleRequestsAction({ request }: ActionFunctionArgs): Promise<DecisionResult> {
  const decision = readDecision(await request.formData());
  if (!decision) {
    notify.error('¡Error!');
    return { ok: false, message: '¡Error!' };
  }
  try {
    if (decision.intent === 'accept') {
      await userSchedulesApi.accept(decision.id, { notifyErrors: false });
    } else {
      await userSchedulesApi.reject(decision.id, { notifyErrors: false });
    }
    notify.success('¡Ok!');
    return { ok: true, ...decision };
  } catch (error) {
    // The legacy screen showed '¡Error!' as a success toast; it is an error, and the
    // server's reason (already handled, out of scope...) tells the manager what happened.
    const message = `¡Error! ${errorMessageFrom(error)}`;
    notify.error(message);
    return { ok: false, message };
  }
}
