import type { SessionUser } from '../entities';
import { portalStore } from '../store';
import { restoreSession } from './session-actions';
import { ServerUnreachableError } from './server-unreachable';
import { sessionAtom } from './session-state';

let restoring: Promise<unknown> | null = null;

/**
 * The logged-in user outside React (loaders, actions, guards): the store's
 * copy, else the session restored once from the stored user id (concurrent
 * callers share one request), else null. While the server cannot be reached
 * it is the last known user; with none it throws `ServerUnreachableError`
 * (and asks the server again on the next call), as nobody may be sent to sign
 * in because of an outage.
 */
export async function currentSessionUser(): Promise<SessionUser | null> {
  const state = portalStore.get(sessionAtom);
  if (state.payload) return state.payload.user;
  if (!state.loaded || state.unreachable) {
    restoring ??= restoreSession().finally(() => {
      restoring = null;
    });
    await restoring;
  }
  const restored = portalStore.get(sessionAtom);
  if (!restored.payload && restored.unreachable) throw new ServerUnreachableError();
  return restored.payload?.user ?? null;
}
