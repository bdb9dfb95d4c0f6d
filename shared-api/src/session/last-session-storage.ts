import type { SessionPayload } from '../entities';

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

export function forgetLastSession(): void {
  localStorage.removeItem(LAST_SESSION_STORAGE_KEY);
}
