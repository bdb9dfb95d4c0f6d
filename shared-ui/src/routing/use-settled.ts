import { settlementOf } from '@portal/shared-api';
import { useEffect, useReducer } from 'react';

/**
 * A promise's value once it has settled, `undefined` while it runs; a rejection is thrown to the nearest error
 * boundary. Unlike `use`, the component does not suspend: React holds back a Suspense boundary's content for up to
 * 300 ms after any fallback of the page showed, so a home card whose code arrived would wait for the others'
 * fallbacks. The caller shows its own loading state instead. `promise` must keep its identity across renders; made
 * through `watchSettlement` (`@portal/shared-api`), it is read in the first render after it settled.
 */
export function useSettled<T>(promise: Promise<T>): T | undefined {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const settlement = settlementOf(promise);
  const renderedPending = settlement.status === 'pending';
  useEffect(() => {
    if (!renderedPending) return;
    // Settled between this render and its effect: render again now.
    if (settlementOf(promise).status !== 'pending') return rerender();
    let mounted = true;
    const wake = () => {
      if (mounted) rerender();
    };
    // Registered after `settlementOf`'s own handlers, so the settlement is recorded when this runs.
    promise.then(wake, wake);
    return () => {
      mounted = false;
    };
  }, [promise, renderedPending]);
  if (settlement.status === 'rejected') throw settlement.reason;
  return settlement.status === 'fulfilled' ? settlement.value : undefined;
}
