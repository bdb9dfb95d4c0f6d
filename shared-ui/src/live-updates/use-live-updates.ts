import { acceptsLiveUpdate, followLiveTopics, type LiveUpdate, type LiveUpdateFilter, liveUpdatesSince, subscribeLiveUpdates } from '@portal/shared-api';
import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';

/** What a screen does with an update it wants: rerun its route's loaders, or its own handler. */
export type LiveUpdateReaction = 'revalidate' | ((update: LiveUpdate) => void);

export type LiveUpdateOptions = {
  /**
   * The feed position (`liveFeedPosition()`) its loader noted before it read:
   * updates delivered since then, while the screen was not yet listening,
   * count too, so an update racing the first read is not lost.
   */
  since?: number;
  /**
   * Audience topics the screen shows beyond the session's own (a board of a team the person does not belong
   * to): followed while it is shown. Each time their stream opens, a screen that reloads on updates reloads,
   * since what changed between its read and then came through no stream.
   */
  topics?: readonly string[];
};

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
export function useLiveUpdates(filter: LiveUpdateFilter, reaction: LiveUpdateReaction = 'revalidate', options: LiveUpdateOptions = {}): void {
  const revalidator = useRevalidator();
  const latest = useRef({ filter, reaction, revalidate: revalidator.revalidate });
  latest.current = { filter, reaction, revalidate: revalidator.revalidate };
  const since = useRef(options.since);

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
    const react = (update: LiveUpdate) => {
      const { reaction: current } = latest.current;
      if (current === 'revalidate') revalidateOnce();
      else current(update);
    };
    const unsubscribe = subscribeLiveUpdates((update) => acceptsLiveUpdate(latest.current.filter, update), react);
    // What arrived while the screen's data was being read, before it could listen.
    if (since.current !== undefined) for (const update of liveUpdatesSince(since.current, latest.current.filter)) react(update);
    return unsubscribe;
  }, []);

  const topics = options.topics?.join(' ') ?? '';
  useEffect(() => {
    if (!topics) return;
    return followLiveTopics(topics.split(' '), () => {
      const { reaction: current } = latest.current;
      if (current === 'revalidate') void latest.current.revalidate();
    });
  }, [topics]);
}
