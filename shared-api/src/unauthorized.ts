/** Fired on `window` when the server no longer accepts the session. */
export const SESSION_CHANGE_EVENT = 'portal:session-change';

/**
 * The 401 rule: the session is gone, so nothing cached for it may survive.
 * Listeners (the session store, the shell) log the user out.
 */
export function handleUnauthorized(): void {
  localStorage.clear();
  window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
}

/** Calls `listener` whenever the session is dropped; returns the unsubscribe function. */
export function onSessionChange(listener: () => void): () => void {
  window.addEventListener(SESSION_CHANGE_EVENT, listener);
  return () => window.removeEventListener(SESSION_CHANGE_EVENT, listener);
}
