import { apiClient } from '../client';
import type { SessionPayload } from '../entities';
import { errorMessageFrom } from '../errors';
import { failedFlags, loadedFlags, loadingFlags } from '../store-flags';
import { normalizeSession } from './normalize-session';
import { resetAllStores } from './store-reset';
import { setSessionState } from './session-state';
import { forgetUserId, readStoredUserId, storeUserId } from './user-id-storage';

function sessionLoaded(payload: SessionPayload): SessionPayload {
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
 * stale id is dropped); a refusal also records the failure.
 */
export async function restoreSession(): Promise<SessionPayload | null> {
  const userId = readStoredUserId();
  if (!userId) {
    setSessionState({ payload: null, ...loadedFlags() });
    return null;
  }
  setSessionState({ payload: null, ...loadingFlags() });
  try {
    const response = await apiClient.get<SessionPayload>(`session/${encodeURIComponent(userId)}`);
    return sessionLoaded(normalizeSession(response.data));
  } catch (error) {
    forgetUserId();
    setSessionState({ payload: null, ...loadedFlags(), failed: true, failedMessage: errorMessageFrom(error) });
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
