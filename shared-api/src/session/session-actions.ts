import { apiClient } from '../client';
import type { SessionPayload } from '../entities';
import { errorMessageFrom } from '../errors';
import { failedFlags, loadedFlags, loadingFlags } from '../store-flags';
import { portalStore } from '../store';
import { forgetLastSession, readLastSession, rememberSession } from './last-session-storage';
import { normalizeSession } from './normalize-session';
import { meansServerUnreachable } from './server-unreachable';
import { sessionAtom, setSessionState } from './session-state';
import { resetAllStores } from './store-reset';
import { forgetUserId, readStoredUserId, storeUserId } from './user-id-storage';

/** A hanging API must not keep the portal from opening: past this the restore counts as unreachable. */
export const RESTORE_TIMEOUT_MS = 10_000;

function sessionLoaded(payload: SessionPayload): SessionPayload {
  rememberSession(payload);
  setSessionState({ payload, ...loadedFlags() });
  return payload;
}

/**
 * Logs in with e-mail and password. On failure the session records the failure
 * and the error is rethrown (the login screen words it; no toast is shown).
 */
export async function login(email: string, password: string): Promise<SessionPayload> {
  setSessionState({ payload: null, ...loadingFlags() });
  try {
    const response = await apiClient.post<SessionPayload>(
      'login',
      { username: email, password },
      // Wrong credentials answer 401: that is not a lost session.
      { ignoreUnauthorized: true },
    );
    const payload = normalizeSession(response.data);
    storeUserId(payload.user.id);
    return sessionLoaded(payload);
  } catch (error) {
    setSessionState({ payload: null, ...failedFlags(errorMessageFrom(error)) });
    throw error;
  }
}

/**
 * Restores the session of the user id kept in local storage. Without a stored
 * id, or when the server refuses it, the session is loaded with no user (and the
 * stale id is dropped); a refusal also records the failure. When the server
 * cannot be reached the id is kept and the session is marked `unreachable`,
 * with the person shown so far or the last known one (null when none): an
 * outage is not a sign-out. Called again, it keeps that person on screen while
 * it asks.
 */
export async function restoreSession(): Promise<SessionPayload | null> {
  const userId = readStoredUserId();
  if (!userId) {
    setSessionState({ payload: null, ...loadedFlags() });
    return null;
  }
  const shown = portalStore.get(sessionAtom).payload;
  if (!shown) setSessionState({ payload: null, ...loadingFlags() });
  try {
    const response = await apiClient.get<SessionPayload>(`session/${encodeURIComponent(userId)}`, { timeout: RESTORE_TIMEOUT_MS });
    return sessionLoaded(normalizeSession(response.data));
  } catch (error) {
    const failure = { ...loadedFlags(), failed: true, failedMessage: errorMessageFrom(error) };
    if (meansServerUnreachable(error)) {
      const lastKnown = shown ?? readLastSession(userId);
      setSessionState({ payload: lastKnown, ...failure, unreachable: true });
      return lastKnown;
    }
    forgetUserId();
    forgetLastSession();
    setSessionState({ payload: null, ...failure });
    return null;
  }
}

/**
 * Reloads the signed-in user's session payload after they changed their own
 * data (name, options). Unlike `restoreSession` it never passes through a
 * loading state, so the layout does not flicker; a failure keeps what is shown.
 */
export async function refreshSession(): Promise<void> {
  const userId = readStoredUserId();
  if (!userId) return;
  try {
    const response = await apiClient.get<SessionPayload>(`session/${encodeURIComponent(userId)}`);
    sessionLoaded(normalizeSession(response.data));
  } catch {
    // The saved data is on the server; the next restore shows it.
  }
}

/** Ends the session on the server (best effort) and clears every store and cached data. */
export async function logout(): Promise<void> {
  try {
    await apiClient.post('logout', undefined, { ignoreUnauthorized: true });
  } catch {
    // Logging out locally matters more than telling the server.
  }
  resetAllStores();
}
