import { atom } from 'jotai/vanilla';
import { portalStore } from '../store';
import { registerStoreReset } from './store-reset';

/** How often the session clock ticks. */
export const SESSION_CLOCK_MS = 30_000;

const ticksAtom = atom(0);

/** A counter that grows every `SESSION_CLOCK_MS` while the clock runs; screens re-render on it. */
export const sessionClockAtom = atom((get) => get(ticksAtom));

let timer: ReturnType<typeof setInterval> | null = null;

/** Starts the clock (no-op when it already runs). */
export function startSessionClock(): void {
  if (timer !== null) return;
  timer = setInterval(() => portalStore.set(ticksAtom, (ticks) => ticks + 1), SESSION_CLOCK_MS);
}

export function stopSessionClock(): void {
  if (timer === null) return;
  clearInterval(timer);
  timer = null;
}

registerStoreReset(() => {
  stopSessionClock();
  portalStore.set(ticksAtom, 0);
});
