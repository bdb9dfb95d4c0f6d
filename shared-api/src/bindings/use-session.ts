import { useAtomValue } from 'jotai/react';
import type { SessionUser } from '../entities';
import { type RunningClocksState, runningClocksAtom } from '../session/running-clocks';
import { sessionClockAtom } from '../session/session-clock';
import { type SessionState, sessionAtom } from '../session/session-state';
import { portalStore } from '../store';

// Naming the store keeps remotes mounted outside the shell's provider (single-spa parcels) on the same session.
const options = { store: portalStore };

/** The session state: payload and load flags. */
export function useSession(): SessionState {
  return useAtomValue(sessionAtom, options);
}

/** The logged-in user, or `null`. */
export function useSessionUser(): SessionUser | null {
  return useSession().payload?.user ?? null;
}

/** The session clock's tick count; re-renders every `SESSION_CLOCK_MS` while the clock runs. */
export function useSessionClock(): number {
  return useAtomValue(sessionClockAtom, options);
}

/** The session user's running clocks (`runningClocksAtom`), kept current by `timeTrackingApi`. */
export function useRunningClocks(): RunningClocksState {
  return useAtomValue(runningClocksAtom, options);
}
