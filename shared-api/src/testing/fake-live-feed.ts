/**
 * Test helper: the portal's one live feed over a fake `EventSource`, so a
 * test can deliver hub messages as another user's change would. For unit
 * tests only; `restore()` closes the feed and removes the fake.
 */
import { act } from 'react';
import { closeLiveFeed, DEFAULT_LIVE_FEED_URL, openLiveFeed } from '../live-feed';

type MessageListener = (event: MessageEvent) => void;

class FakeEventSource {
  static readonly CLOSED = 2;
  static current: FakeEventSource | null = null;
  readonly readyState = 1;
  private readonly listeners: MessageListener[] = [];
  constructor(readonly url: string) {
    FakeEventSource.current = this;
  }
  addEventListener(type: string, listener: MessageListener): void {
    if (type === 'message') this.listeners.push(listener);
  }
  close(): void {
    if (FakeEventSource.current === this) FakeEventSource.current = null;
  }
  emit(data: unknown): void {
    for (const listener of this.listeners) listener(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
}

export type FakeLiveFeed = {
  /** Delivers each message (JSON-LD, as the hub publishes it) to every subscriber, together inside React's `act`. */
  send(...messages: unknown[]): Promise<void>;
  restore(): void;
};

/** Opens the live feed on a fake stream (the code under test may open it again: a no-op). */
export function installFakeLiveFeed(): FakeLiveFeed {
  closeLiveFeed();
  const previous = (globalThis as { EventSource?: unknown }).EventSource;
  Object.assign(globalThis, { EventSource: FakeEventSource });
  openLiveFeed(DEFAULT_LIVE_FEED_URL);
  return {
    send: async (...messages) => {
      await act(async () => {
        const stream = FakeEventSource.current;
        if (!stream) throw new Error('The live feed is closed');
        for (const data of messages) stream.emit(data);
      });
    },
    restore: () => {
      closeLiveFeed();
      Object.assign(globalThis, { EventSource: previous });
    },
  };
}
