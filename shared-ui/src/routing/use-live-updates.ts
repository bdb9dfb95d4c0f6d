import { acceptsLiveUpdate, type LiveUpdate, type LiveUpdateFilter, subscribeLiveUpdates } from '@portal/shared-api';
import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';

/** What a screen does with an update it wants: rerun its route's loaders, or its own handler. */
export type LiveUpdateReaction = 'revalidate' | ((update: LiveUpdate) => void);

/**
 * Keeps a screen live through the portal's one live feed (no connection of its
 * own). `filter` names the resources it shows (`['user_schedules']`) or tests
 * each update (`(update) => update.item?.team === teamIri`); for every update
 * it accepts, the route's loaders run again (the default), or `reaction` is
 * called with the update to merge it in place. Updates arriving together cause
 * one revalidation. `filter` and `reaction` may be new on every render.
 *
 * ```tsx
 * useLiveUpdates(['calendar_assignments']); // a pending list drops what another manager decided
 * useLiveUpdates(['notifications'], (update) => merge(update.item));
 * ```
 */
export function useLiveUpdates(filter: LiveUpdateFilter, reaction: LiveUpdateReaction = 'revalidate'): void {
  const revalidator = useRevalidator();
  const latest = useRef({ filter, reaction, revalidate: revalidator.revalidate });
  latest.current = { filter, reaction, revalidate: revalidator.revalidate };

  useEffect(() => {
    let queued = false;
    const revalidateOnce = () => {
      if (queued) return;
      queued = true;
      queueMicrotask(() => {
        queued = false;
        void latest.current.revalidate();
      });
    };
    return subscribeLiveUpdates(
      (update) => acceptsLiveUpdate(latest.current.filter, update),
      (update) => {
        const { reaction: current } = latest.current;
        if (current === 'revalidate') revalidateOnce();
        else current(update);
      },
    );
  }, []);
}
