import { type Justification, justificationsApi, type LiveUpdate } from '@portal/shared-api';
import type { LoaderFunctionArgs } from 'react-router';
import { decidableByMe } from '../../components/decidable-requests';

/** The search parameter behind the 'Ver gestionadas' checkbox. */
export const HANDLED_PARAM = 'gestionadas';

export type PendingJustificationsData = { handled: boolean; justifications: Justification[] };

/** Whether a URL's query (`?gestionadas=1`) asks for the handled justifications. */
export const showsHandled = (search: string) => new URLSearchParams(search).get(HANDLED_PARAM) === '1';

export async function pendingJustificationsLoader({ request }: LoaderFunctionArgs): Promise<PendingJustificationsData> {
  const handled = showsHandled(new URL(request.url).search);
  const justifications = await justificationsApi.listByStatus(handled, { signal: request.signal });
  return { handled, justifications: await decidableByMe(justifications) };
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
