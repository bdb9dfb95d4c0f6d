import type { SessionUser } from '../entities';
import { portalStore } from '../store';
import { restoreSession } from './session-actions';
import { sessionAtom } from './session-state';

let restoring: Promise<unknown> | null = null;

/**
 * The logged-in user outside React (loaders, actions, guards): the store's
 * copy, else the session restored once from the stored user id (concurrent
 * callers share one request), else null.
 */
export async function currentSessionUser(): Promise<SessionUser | null> {
  const state = portalStore.get(sessionAtom);
  if (state.payload) return state.payload.user;
  if (!state.loaded) {
    restoring ??= restoreSession().finally(() => {
      restoring = null;
    });
    await restoring;
  }
  return portalStore.get(sessionAtom).payload?.user ?? null;
}
