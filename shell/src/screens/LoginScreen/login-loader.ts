import type { SessionUser } from '@portal/shared-api';
// The storage helper alone (stateless, bundled here): importing the shared-api package would fetch the API client.
import { readStoredUserId } from '../../../../shared-api/src/session/user-id-storage';

export type LoginLoaderData = { signedInAs: SessionUser | null };

/**
 * The spec sends users who may not open a screen to /login, so the form stays
 * reachable with a session; the screen then offers the way back to the portal.
 * A visitor without a stored session needs nothing of the session layer to see the form.
 */
export async function loginLoader(): Promise<LoginLoaderData> {
  if (!readStoredUserId()) return { signedInAs: null };
  const { currentSessionUser, isServerUnreachableError } = await import('../../router/session-user');
  try {
    return { signedInAs: await currentSessionUser() };
  } catch (error) {
    // Whoever opens the form while the API is down gets the form.
    if (isServerUnreachableError(error)) return { signedInAs: null };
    throw error;
  }
}
