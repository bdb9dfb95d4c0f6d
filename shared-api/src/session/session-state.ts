import { atom } from 'jotai/vanilla';
import type { SessionPayload } from '../entities';
import { portalStore } from '../store';
import { idleFlags, type StoreFlags } from '../store-flags';
import { registerStoreReset } from './store-reset';

export type SessionState = StoreFlags & {
  payload: SessionPayload | null;
  /** The last restore could not reach the server: `payload` is then the last known one, or null when there is none. */
  unreachable?: boolean;
};

const initialSessionState = (): SessionState => ({ payload: null, ...idleFlags() });

const sessionStateAtom = atom<SessionState>(initialSessionState());

/** The session (read-only); change it through `login`, `restoreSession` and `logout`. */
export const sessionAtom = atom((get) => get(sessionStateAtom));

export function setSessionState(state: SessionState): void {
  portalStore.set(sessionStateAtom, state);
}

export function resetSession(): void {
  setSessionState(initialSessionState());
}

registerStoreReset(resetSession);
