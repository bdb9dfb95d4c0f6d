import { apiClient } from './client';
import { registerStoreReset } from './session/store-reset';

/** The hub URL subscribed to every topic the session may see. */
export const DEFAULT_LIVE_FEED_URL = '/.well-known/mercure?topic=*';

/** Renews the hub token (the `mercureAuthorization` cookie); answers its lifetime in seconds. */
export const HUB_TOKEN_PATH = 'mercureIdentify';

/** The share of a hub token's life after which the feed renews it. */
const RENEW_AT_SHARE = 0.8;
/**
 * The first renewal, before the feed knows the token's lifetime: the token
 * came with the login or the session restore just before, and lives minutes.
 * It falls anywhere in the minute's last quarter, so the streams a whole office
 * opened at nine do not all renew, and resume, in the same second; the later
 * renewals keep that spread.
 */
export const FIRST_RENEWAL_MS = { earliest: 45_000, latest: 60_000 };
/** After a failed renewal, or a stream the browser gave up on (e.g. refused with an expired token). */
export const RENEWAL_RETRY_MS = 5_000;

export type LiveFeedListener = (data: unknown) => void;

let source: EventSource | null = null;
/** Whether the portal wants the feed: it stays wanted while its page sits in the back/forward cache with the stream closed. */
let wanted = false;
/** The page is in the back/forward cache: the stream is closed and no renewal opens it before the page is shown. */
let hidden = false;
let feedUrl = DEFAULT_LIVE_FEED_URL;
/** The id of the last update received: a new stream starts after it, so nothing is lost in between. */
let lastEventId = '';
let renewal: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<LiveFeedListener>();

/** Messages kept for screens that subscribe after their data was read (see `liveFeedSince`). */
const KEPT_MESSAGES = 100;
let received = 0;
const recent: { position: number; data: unknown }[] = [];

function deliver(event: MessageEvent): void {
  if (event.lastEventId) lastEventId = event.lastEventId;
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

function scheduleRenewal(delayMs: number): void {
  clearTimeout(renewal);
  renewal = setTimeout(renewToken, delayMs);
}

/**
 * Opens a stream that resumes after the last update received and closes the
 * one it replaces in the same turn, so no update is lost or delivered twice.
 */
function connect(): void {
  const url = lastEventId ? `${feedUrl}${feedUrl.includes('?') ? '&' : '?'}lastEventID=${encodeURIComponent(lastEventId)}` : feedUrl;
  const next = new EventSource(url, { withCredentials: true });
  next.addEventListener('message', deliver);
  // The browser reconnects by itself after a dropped stream, but not after a refusal (an expired token, a full quota).
  next.addEventListener('error', () => {
    if (source === next && next.readyState === EventSource.CLOSED) scheduleRenewal(RENEWAL_RETRY_MS);
  });
  source?.close();
  source = next;
}

/**
 * Hub tokens live minutes and a stream ends with its token: the feed gets a
 * fresh one before that and moves to a stream opened with it. A refused
 * renewal (401) ends the session, which closes the feed.
 */
async function renewToken(): Promise<void> {
  try {
    const { data } = await apiClient.get<{ expiresIn: number }>(HUB_TOKEN_PATH);
    if (!wanted || hidden) return;
    connect();
    scheduleRenewal(Math.max(RENEWAL_RETRY_MS, data.expiresIn * 1000 * RENEW_AT_SHARE));
  } catch {
    if (wanted && !hidden) scheduleRenewal(RENEWAL_RETRY_MS);
  }
}

/**
 * A page kept in the back/forward cache holds no stream: an open one may keep it out of the cache (or have it
 * evicted by the updates that pile up). It closes on `pagehide` and, shown again, resumes after the last update
 * received, with a fresh hub token since the old one may have expired meanwhile: nothing published while away is lost.
 */
function suspendOnPageHide(event: PageTransitionEvent): void {
  // Before its first update the feed has no place to resume from: it stays open rather than lose what comes meanwhile.
  if (!event.persisted || !wanted || !lastEventId) return;
  hidden = true;
  clearTimeout(renewal);
  renewal = undefined;
  source?.close();
  source = null;
}

function resumeOnPageShow(event: PageTransitionEvent): void {
  if (!event.persisted || !hidden) return;
  hidden = false;
  if (wanted) void renewToken();
}

/** Opens the portal's one live-update stream; a no-op when it is open or the browser has no EventSource. */
export function openLiveFeed(url: string = DEFAULT_LIVE_FEED_URL): void {
  if (wanted || typeof EventSource === 'undefined') return;
  wanted = true;
  hidden = false;
  feedUrl = url;
  lastEventId = '';
  connect();
  scheduleRenewal(FIRST_RENEWAL_MS.earliest + Math.random() * (FIRST_RENEWAL_MS.latest - FIRST_RENEWAL_MS.earliest));
  window.addEventListener('pagehide', suspendOnPageHide);
  window.addEventListener('pageshow', resumeOnPageShow);
}

export function closeLiveFeed(): void {
  wanted = false;
  hidden = false;
  clearTimeout(renewal);
  renewal = undefined;
  source?.close();
  source = null;
  if (typeof window !== 'undefined') {
    window.removeEventListener('pagehide', suspendOnPageHide);
    window.removeEventListener('pageshow', resumeOnPageShow);
  }
}

/** Receives every update (its parsed JSON data) while the feed is open; returns the unsubscribe function. */
export function subscribeLiveFeed(listener: LiveFeedListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

registerStoreReset(closeLiveFeed);
