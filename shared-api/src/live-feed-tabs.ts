/**
 * One live-update stream per browser, not per tab. Over HTTP/1.1 a browser opens at most six connections to a
 * server, and each open stream holds one: with six tabs of the portal open, a seventh could not even load its page,
 * and every request of the six waited for a stream to end. The tab holding the Web Lock `LIVE_FEED_TABS` leads: it
 * opens the stream and passes each update to the others over a BroadcastChannel. When it closes (or its session
 * ends), the lock passes to another tab, which resumes after the last update it was passed: nothing is lost.
 */

/** What the leading tab passes to the others. */
export type TabMessage = { update: { id: string; data: string } } | { topics: readonly string[] };

export type TabShare = {
  /** Passes a message to the other tabs (only the leading tab sends). */
  pass(message: TabMessage): void;
  /** Stops leading, or waiting to lead, and listening. */
  leave(): void;
};

const LIVE_FEED_TABS = 'portal-live-feed';

/**
 * Joins the browser's tabs: `lead()` runs once this tab holds the lock, at once when no other tab does; otherwise
 * `follow()` runs first, and `receive()` gets what the leading tab passes. `null` where the browser lacks Web Locks
 * or BroadcastChannel: the tab then keeps a stream of its own.
 */
export function joinTabs({ lead, follow, receive }: { lead: () => void; follow: () => void; receive: (message: TabMessage) => void }): TabShare | null {
  if (typeof BroadcastChannel === 'undefined' || typeof navigator === 'undefined' || !navigator.locks) return null;
  const channel = new BroadcastChannel(LIVE_FEED_TABS);
  channel.onmessage = (event: MessageEvent<TabMessage>) => receive(event.data);
  const waiting = new AbortController();
  let release: (() => void) | undefined;
  let left = false;
  const take = () => {
    if (left) return undefined;
    lead();
    // Held until this tab leaves.
    return new Promise<void>((resolve) => {
      release = resolve;
    });
  };
  navigator.locks
    .request(LIVE_FEED_TABS, { ifAvailable: true }, (lock) => {
      if (lock) return take();
      if (!left) follow();
      navigator.locks.request(LIVE_FEED_TABS, { signal: waiting.signal }, take).catch(() => undefined);
      return undefined;
    })
    .catch(() => undefined);
  return {
    pass: (message) => channel.postMessage(message),
    leave() {
      left = true;
      waiting.abort();
      release?.();
      channel.close();
    },
  };
}
