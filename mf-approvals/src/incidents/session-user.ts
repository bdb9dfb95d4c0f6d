import { portalStore, type SessionUser, sessionAtom } from '@portal/shared-api';

/** The logged-in user, for loaders (the shell restores the session before any remote screen loads). */
export function sessionUser(): SessionUser | null {
  return portalStore.get(sessionAtom).payload?.user ?? null;
}
