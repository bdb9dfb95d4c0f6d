import { isPassingFailure, LONGEST_RETRY_MS, retryDelay } from '@portal/shared-api';
import { useEffect, useRef } from 'react';

/**
 * Automatic tries so far per thing that failed in passing (by what the screen says could not be loaded): kept here
 * because a retry often remounts the error view (behind a loader), and each try must still wait longer than the last.
 */
const triesOf = new Map<string, { tries: number; lastAt: number }>();

/** A thing not tried by itself for this long is in a new outage if it fails again: its tries start afresh. */
const OUTAGE_OVER_MS = 2 * LONGEST_RETRY_MS;

/** The automatic tries made so far at `what` in its current outage. */
function triesSoFar(what: string): number {
  const known = triesOf.get(what);
  return known && Date.now() - known.lastAt < OUTAGE_OVER_MS ? known.tries : 0;
}

/**
 * Calls `retry` by itself while `error` is a failure that may pass (the API or the database down for a moment), at
 * growing intervals (`retryDelay`): what shows the outage's message comes back on its own once the service does,
 * and 'Reintentar' still asks at once. `what` names what could not be loaded.
 */
export function useRetryWhilePassing(what: string, error: unknown, retry: (() => void) | undefined): void {
  const latestRetry = useRef(retry);
  latestRetry.current = retry;
  const passing = isPassingFailure(error) && retry !== undefined;
  useEffect(() => {
    if (!passing) return;
    const tries = triesSoFar(what);
    const timer = setTimeout(() => {
      triesOf.set(what, { tries: tries + 1, lastAt: Date.now() });
      latestRetry.current?.();
    }, retryDelay(tries));
    return () => clearTimeout(timer);
  }, [what, error, passing]);
}
