import { type Justification, justificationsApi, type LiveUpdate } from '@portal/shared-api';
import { refuseWrite, TEXTS, type WriteResult, writeAndNotify } from '@portal/shared-ui';
import type { ActionFunctionArgs, LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { decidableByMe } from '../../components/decidable-requests';

/** The search parameter behind the 'Ver gestionadas' checkbox. */
export const HANDLED_PARAM = 'gestionadas';

export type PendingJustificationsData = { handled: boolean; justifications: Justification[] };

export type JustificationDecisionResult = WriteResult<Justification>;

/** Whether a URL's query (`?gestionadas=1`) asks for the handled justifications. */
export const showsHandled = (search: string) => new URLSearchParams(search).get(HANDLED_PARAM) === '1';

export async function pendingJustificationsLoader({ request }: LoaderFunctionArgs): Promise<PendingJustificationsData> {
  const handled = showsHandled(new URL(request.url).search);
  const justifications = await justificationsApi.listByStatus(handled, { signal: request.signal });
  return { handled, justifications: await decidableByMe(justifications) };
}

/** Approve or deny one justification; the answer replaces the card's copy. */
export async function pendingJustificationsAction({ request }: ActionFunctionArgs): Promise<JustificationDecisionResult> {
  const form = await request.formData();
  const intent = form.get('intent');
  const id = Number(form.get('id'));
  if ((intent !== 'approve' && intent !== 'deny') || !Number.isInteger(id) || id <= 0) return refuseWrite(TEXTS.GENERIC_ERROR);
  const decide = intent === 'approve' ? justificationsApi.approve : justificationsApi.deny;
  // The legacy screen only stopped its loader; the manager must see why it failed.
  return writeAndNotify(() => decide(id), { success: TEXTS.OK_PLAIN });
}

/**
 * A decision keeps the list as it is (the decided card shows the server's
 * answer, so it can be flipped at once); a failed one reloads it, since the
 * item probably changed meanwhile.
 */
export function pendingJustificationsShouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  const result = actionResult as JustificationDecisionResult | undefined;
  return result?.ok === true ? false : defaultShouldRevalidate;
}

/**
 * The live updates this list reloads for: every justification change except
 * the signed-in manager's own decisions, whose cards stay on screen (with their
 * new state) so the decision can be flipped.
 */
export const reloadsForLiveUpdate =
  (myIri: string | null) =>
  (update: LiveUpdate): boolean =>
    update.resource === 'justifications' && !(myIri !== null && update.item?.managedBy === myIri);
