import { type UserSchedule, userSchedulesApi } from '@portal/shared-api';
import { refuseWrite, TEXTS, type WriteResult, writeAndNotify } from '@portal/shared-ui';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { decidableByMe } from '../../components/decidable-requests';

export type PendingScheduleRequestsData = { requests: UserSchedule[] };

export type DecisionIntent = 'accept' | 'reject';

export type DecisionResult = WriteResult<unknown>;

export async function pendingScheduleRequestsLoader({ request }: LoaderFunctionArgs): Promise<PendingScheduleRequestsData> {
  const requests = await userSchedulesApi.listPending({ signal: request.signal });
  return { requests: await decidableByMe(requests) };
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
  if (!decision) return refuseWrite(TEXTS.ERROR);
  const decide = (id: number): Promise<unknown> =>
    decision.intent === 'accept' ? userSchedulesApi.accept(id) : userSchedulesApi.reject(id);
  // The legacy screen showed '¡Error!' as a success toast; it is an error, and the
  // server's reason (already handled, out of scope...) tells the manager what happened.
  return writeAndNotify(() => decide(decision.id), { success: TEXTS.OK, failure: (reason) => `${TEXTS.ERROR} ${reason}` });
}
