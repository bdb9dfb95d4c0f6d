import { registerStoreReset } from './session/store-reset';

/** The hub URL subscribed to every topic the session may see. */
export const DEFAULT_LIVE_FEED_URL = '/.well-known/mercure?topic=*';

export type LiveFeedListener = (data: unknown) => void;

let source: EventSource | null = null;
const listeners = new Set<LiveFeedListener>();

/** Messages kept for screens that subscribe after their data was read (see `liveFeedSince`). */
const KEPT_MESSAGES = 100;
let received = 0;
const recent: { position: number; data: unknown }[] = [];

function deliver(event: MessageEvent): void {
  let data: unknown;
  try {
    data = JSON.parse(String(event.data));
  } catch {
    // The hub only publishes JSON-LD; anything else is noise.
    return;
  }
  received += 1;
  recent.push({ position: received, data });
  if (recent.length > KEPT_MESSAGES) recent.shift();
  for (const listener of listeners) listener(data);
}

/** How many messages the feed has delivered so far: a loader notes it before it reads. */
export function liveFeedPosition(): number {
  return received;
}

/** The messages delivered after `position`, as far back as the feed keeps them (the last 100). */
export function liveFeedSince(position: number): unknown[] {
  return recent.filter((message) => message.position > position).map((message) => message.data);
}

/** Opens the portal's one live-update stream; a no-op when it is open or the browser has no EventSource. */
export function openLiveFeed(url: string = DEFAULT_LIVE_FEED_URL): void {
  if (source || typeof EventSource === 'undefined') return;
  source = new EventSource(url, { withCredentials: true });
  source.addEventListener('message', deliver);
}

export function closeLiveFeed(): void {
  source?.close();
  source = null;
}

/** Receives every update (its parsed JSON data) while the feed is open; returns the unsubscribe function. */
export function subscribeLiveFeed(listener: LiveFeedListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

registerStoreReset(closeLiveFeed);
