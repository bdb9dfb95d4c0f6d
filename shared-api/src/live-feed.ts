import { registerStoreReset } from './session/store-reset';

/** The hub URL subscribed to every topic the session may see. */
export const DEFAULT_LIVE_FEED_URL = '/.well-known/mercure?topic=*';

export type LiveFeedListener = (data: unknown) => void;

let source: EventSource | null = null;
const listeners = new Set<LiveFeedListener>();

function deliver(event: MessageEvent): void {
  let data: unknown;
  try {
    data = JSON.parse(String(event.data));
  } catch {
    // The hub only publishes JSON-LD; anything else is noise.
    return;
  }
  for (const listener of listeners) listener(data);
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
