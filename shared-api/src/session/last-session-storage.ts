import type { SessionPayload, SessionUser } from '../entities';
import { readStoredUserId } from './user-id-storage';

/**
 * The local-storage key holding the last session payload, so the portal can
 * still show who is signed in while the API cannot be reached. It is display
 * data, not a credential: the HttpOnly cookie is, and the server checks every call.
 */
export const LAST_SESSION_STORAGE_KEY = 'portal.lastSession';

export function rememberSession(payload: SessionPayload): void {
  try {
    localStorage.setItem(LAST_SESSION_STORAGE_KEY, JSON.stringify(payload));
  } catch {
    // A full or disabled storage only costs the offline view.
  }
}

/** The last session payload of the user `userId`, or null (none, another user's, unreadable). */
export function readLastSession(userId: string): SessionPayload | null {
  try {
    const payload = JSON.parse(localStorage.getItem(LAST_SESSION_STORAGE_KEY) ?? 'null') as SessionPayload | null;
    return payload && String(payload.user?.id) === userId ? payload : null;
  } catch {
    return null;
  }
}

/**
 * The person last signed in on this browser, while their session is still being asked for: enough to draw the
 * layout on a reload, never to decide anything (the server answers every call, and the router waits for it).
 */
export function lastKnownSessionUser(): SessionUser | null {
  try {
    const userId = readStoredUserId();
    return userId ? (readLastSession(userId)?.user ?? null) : null;
  } catch {
    return null;
  }
}

export function forgetLastSession(): void {
  localStorage.removeItem(LAST_SESSION_STORAGE_KEY);
}
