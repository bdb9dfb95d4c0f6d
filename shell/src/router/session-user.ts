/** The session as the router needs it; React-free and without shared-ui, so `/login` stays light. */
import { portalStore, restoreSession, type SessionUser, sessionAtom } from '@portal/shared-api';
import { redirect } from 'react-router';

let restoring: Promise<unknown> | null = null;

/** The logged-in user, restoring the session from the stored user id once if needed. */
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

export function loginRedirect(request: Request) {
  const { pathname, search } = new URL(request.url);
  return redirect(`/login?next=${encodeURIComponent(pathname + search)}`);
}
