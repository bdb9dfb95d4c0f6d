/** How a promise ended, as far as is known so far. */
export type Settlement<T> = { status: 'pending' } | { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown };

const settlements = new WeakMap<Promise<unknown>, Settlement<unknown>>();

/**
 * How `promise` has settled. It is watched from the first call on: a promise first seen here after it settled still
 * reads as pending until a microtask later, so whoever makes a promise that a render reads passes it through
 * `watchSettlement` at once.
 */
export function settlementOf<T>(promise: Promise<T>): Settlement<T> {
  const known = settlements.get(promise) as Settlement<T> | undefined;
  if (known) return known;
  const pending: Settlement<T> = { status: 'pending' };
  settlements.set(promise, pending);
  promise.then(
    (value) => settlements.set(promise, { status: 'fulfilled', value }),
    (reason: unknown) => settlements.set(promise, { status: 'rejected', reason }),
  );
  return pending;
}

/**
 * Starts watching `promise` where it is made, so that a component rendering once it has settled reads its outcome
 * in that very render instead of rendering a loading state first. Returns `promise`; its rejection then counts as
 * handled, to be shown by whoever reads it.
 */
export function watchSettlement<T>(promise: Promise<T>): Promise<T> {
  settlementOf(promise);
  return promise;
}
