import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';

/**
 * The removal flow of this remote's lists: `ask(item)` opens the confirmation,
 * `confirm()` posts `{ intent: 'remove', id }` to the route's action, and the
 * confirmation closes once the action has answered (it stays open while the
 * request runs, `busy`).
 */
export function useConfirmedRemoval<T extends { id: number }>() {
  const fetcher = useFetcher();
  const [confirming, setConfirming] = useState<T | null>(null);
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data) setConfirming(null);
  }, [fetcher.state, fetcher.data]);
  return {
    confirming,
    busy: fetcher.state !== 'idle',
    ask: (item: T) => setConfirming(item),
    cancel: () => setConfirming(null),
    confirm: () => {
      if (confirming) void fetcher.submit({ intent: 'remove', id: String(confirming.id) }, { method: 'post' });
    },
  };
}
