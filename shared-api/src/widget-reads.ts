import { registerStoreReset } from './session';
import { settlementOf, watchSettlement } from './settlement';

/*
 * One instance portal-wide, which is why it lives in the shared API package rather than in shared-ui, which
 * each remote bundles for itself: the shell starts a card's read and the remote's card takes it.
 */

/** A home card's read: what its widget passes to `useWidgetData`, a module-level function (its identity is the key). */
export type WidgetRead<T = unknown> = (signal: AbortSignal) => Promise<T>;

/**
 * A read started with the card's code is handed to the card only if it mounts within this time: the card hears
 * live updates from its mount on, so an older answer could miss a write.
 */
const STARTED_READ_FRESH_MS = 5_000;

const started = new Map<WidgetRead, { answer: Promise<unknown>; at: number }>();

/**
 * A failure taken by a card's first render, kept until the end of the task. That render throws it, and React renders
 * the card once more before it shows the error: the second render must throw the same failure, not read again. A
 * later mount ('Reintentar') comes in another task and reads anew.
 */
const takenFailures = new Map<WidgetRead, unknown>();

// The next person to sign in on this tab must not be shown what was read for the last one.
registerStoreReset(() => {
  started.clear();
  takenFailures.clear();
});

/**
 * Starts a card's first read as soon as the shell knows the card will show, alongside its code, instead of once
 * React has mounted it.
 */
export function startWidgetRead(read: WidgetRead): void {
  const current = started.get(read);
  if (current && Date.now() - current.at < STARTED_READ_FRESH_MS) return;
  // Watched from here: its failure is the card's to show when the card takes it, and a card mounting once it has
  // answered shows that answer in its first render.
  const answer = watchSettlement(read(new AbortController().signal));
  started.set(read, { answer, at: Date.now() });
}

/** The read started for this card, once: a later mount (a retry, coming back home) reads again. */
export function takeStartedRead<T>(read: WidgetRead<T>): Promise<T> | undefined {
  const current = started.get(read as WidgetRead);
  started.delete(read as WidgetRead);
  return current && Date.now() - current.at < STARTED_READ_FRESH_MS ? (current.answer as Promise<T>) : undefined;
}

/** The started read's outcome if it has already answered (taken, as `takeStartedRead`); `undefined` while it runs. */
export function takeAnsweredRead<T>(read: WidgetRead<T>): { data: T } | { error: unknown } | undefined {
  if (takenFailures.has(read as WidgetRead)) return { error: takenFailures.get(read as WidgetRead) };
  const current = started.get(read as WidgetRead);
  if (!current) return undefined;
  const settlement = settlementOf(current.answer as Promise<T>);
  if (settlement.status === 'pending') return undefined;
  const answer = takeStartedRead(read);
  if (!answer) return undefined;
  if (settlement.status === 'fulfilled') return { data: settlement.value };
  takenFailures.set(read as WidgetRead, settlement.reason);
  setTimeout(() => takenFailures.delete(read as WidgetRead), 0);
  return { error: settlement.reason };
}
