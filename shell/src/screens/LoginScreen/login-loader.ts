import type { SessionUser } from '@portal/shared-api';
import { currentSessionUser } from '../../router/session-gate';

export type LoginLoaderData = { signedInAs: SessionUser | null };

/**
 * The spec sends users who may not open a screen to /login, so the form stays
 * reachable with a session; the screen then offers the way back to the portal.
 */
export async function loginLoader(): Promise<LoginLoaderData> {
  return { signedInAs: await currentSessionUser() };
}
