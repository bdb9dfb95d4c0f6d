import { atom } from 'jotai/vanilla';
import type { ClockedWork, Iri, TimeFigures, TimeTrackingAnswer } from '../entities';
import { portalStore } from '../store';
import { failedFlags, idleFlags, loadedFlags, loadingFlags, type StoreFlags } from '../store-flags';
import { setSessionState, sessionAtom } from './session-state';
import { registerStoreReset } from './store-reset';

/** A clock of the session's user: the task or subtask it runs on and since when. */
export type RunningClock = { item: ClockedWork; startedAt: string };

export type RunningClocksState = StoreFlags & {
  clocks: RunningClock[];
  /** What the user worked on last and may start again (`lastWork` of `getActiveTasks`, then each pause). */
  lastWork: ClockedWork | null;
};

const initialState = (): RunningClocksState => ({ clocks: [], lastWork: null, ...idleFlags() });

const stateAtom = atom<RunningClocksState>(initialState());

/**
 * The one place that knows the session user's running clocks (read-only). It is
 * filled from `getActiveTasks` and kept current by every time-tracking answer
 * (`timeTrackingApi` feeds it); screens only read it.
 */
export const runningClocksAtom = atom((get) => get(stateAtom));

const openSince = (item: ClockedWork): string | undefined => item.history?.find((entry) => entry.endedAt === null)?.startedAt;

/** Replaces the clocks (and the last work, when the answer names it) with what `getActiveTasks` answered. */
export function setRunningClocks(items: ClockedWork[], lastWork?: ClockedWork | null): void {
  const clocks = items.flatMap((item) => {
    const startedAt = openSince(item);
    return startedAt ? [{ item, startedAt }] : [];
  });
  portalStore.set(stateAtom, (state) => ({ clocks, lastWork: lastWork === undefined ? state.lastWork : lastWork, ...loadedFlags() }));
}

/** A read of the clocks has started; clocks read before stay loaded meanwhile, so what shows them does not blink. */
export function markRunningClocksLoading(): void {
  portalStore.set(stateAtom, (state) => ({ ...state, ...loadingFlags(), loaded: state.loaded }));
}

export function markRunningClocksFailed(message: string): void {
  portalStore.set(stateAtom, (state) => ({ ...state, ...failedFlags(message) }));
}

/** Puts fresh `day_time`/`week_time` into the session payload (no-op without a session). */
export function applyTimeFigures(figures: TimeFigures): void {
  const session = portalStore.get(sessionAtom);
  if (!session.payload) return;
  setSessionState({ ...session, payload: { ...session.payload, day_time: figures.day_time, week_time: figures.week_time } });
}

/**
 * A play/pause answer: its figures go to the session, and its item's clock is
 * added (started now) or removed. Other clocks the server may have paused are
 * reconciled by reloading `getActiveTasks` after a start.
 */
export function applyClockAnswer(answer: TimeTrackingAnswer<ClockedWork>, now: Date = new Date()): void {
  applyTimeFigures(answer);
  const id: Iri = answer.entity['@id'];
  portalStore.set(stateAtom, (state) => {
    const others = state.clocks.filter((clock) => clock.item['@id'] !== id);
    if (answer.entity.running) return { ...state, clocks: [...others, { item: answer.entity, startedAt: now.toISOString() }] };
    return { ...state, clocks: others, lastWork: answer.entity };
  });
}

/** The clock running on the task or subtask `iri`, if any. */
export function runningClockOn(state: RunningClocksState, iri: Iri): RunningClock | undefined {
  return state.clocks.find((clock) => clock.item['@id'] === iri);
}

/** Whole seconds a clock has been running at `now`. */
export function elapsedSeconds(clock: RunningClock, now: Date = new Date()): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(clock.startedAt).getTime()) / 1000));
}

registerStoreReset(() => portalStore.set(stateAtom, initialState()));
