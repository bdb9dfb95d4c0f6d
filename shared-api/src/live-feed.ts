import { apiClient } from './client';
import { joinTabs, type TabMessage, type TabShare } from './live-feed-tabs';
import { registerStoreReset } from './session/store-reset';

/** The hub. */
const LIVE_FEED_HUB = '/.well-known/mercure';
/** The hub URL subscribed to every topic the session may see. */
export const DEFAULT_LIVE_FEED_URL = `${LIVE_FEED_HUB}?topic=*`;

/** The hub URL of a stream on `topics` (exact topics, or `*`). */
function liveFeedUrl(topics: readonly string[]): string {
  return `${LIVE_FEED_HUB}?${topics.map((topic) => `topic=${encodeURIComponent(topic)}`).join('&')}`;
}

/** Renews the hub token (the `mercureAuthorization` cookie); answers its lifetime in seconds. */
export const HUB_TOKEN_PATH = 'mercureIdentify';

/**
 * When in a hub token's life the feed renews it: at a random point of this span, each time, so the feeds a whole
 * office opened together (or that reopened together after an instance was lost) do not renew, and resume, at the
 * same moment. In step, each renewal's reads (the token's topics, the new stream's audience) came in bursts that
 * filled an instance's connection pool.
 */
const RENEW_AT_SHARE = { earliest: 0.6, latest: 0.8 };
/** A renewal's delay for a token of `lifetimeS` seconds. */
const renewalDelayMs = (lifetimeS: number) =>
  lifetimeS * 1000 * (RENEW_AT_SHARE.earliest + Math.random() * (RENEW_AT_SHARE.latest - RENEW_AT_SHARE.earliest));
/**
 * The first renewal of a feed opened on a given URL, before it knows the token's lifetime: the token
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
/** Opened on a URL of its own (tests, embedders): its renewals keep it. Otherwise the hub names the feed's topics. */
let fixedUrl = false;
/** The topics the feed's stream asks for, as the hub last named them (`*`: everything the session may see). */
let feedTopics: readonly string[] = ['*'];
/** The id of the last update received: a new stream starts after it, so nothing is lost in between. */
let lastEventId = '';
let renewal: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<LiveFeedListener>();
/** The browser's tabs sharing one stream (see live-feed-tabs.ts); `null`: this tab keeps a stream of its own. */
let tabs: TabShare | null = null;
/** This tab holds the stream: it leads the others, or keeps a stream of its own. */
let leading = false;
/** Ids of the last updates handed out: a tab that takes the lead resumes where it was, and may be passed one again. */
const handedOutIds: string[] = [];
const KEPT_IDS = 200;

/** Messages kept for screens that subscribe after their data was read (see `liveFeedSince`). */
const KEPT_MESSAGES = 100;
let received = 0;
const recent: { position: number; data: unknown }[] = [];

/** The feed's own stream: its updates, and the place it resumes from; passed on to the other tabs. */
function deliver(event: MessageEvent): void {
  const update = { id: event.lastEventId, data: String(event.data) };
  tabs?.pass({ update });
  receiveUpdate(update);
}

/** An update of the feed, from its stream or from the tab that leads. */
function receiveUpdate({ id, data }: { id: string; data: string }): void {
  if (id) {
    lastEventId = id;
    if (handedOutIds.includes(id)) return;
    handedOutIds.push(id);
    if (handedOutIds.length > KEPT_IDS) handedOutIds.shift();
  }
  handOut(data);
}

function receiveFromLeader(message: TabMessage): void {
  if ('update' in message) {
    receiveUpdate(message.update);
    return;
  }
  feedOn(message.topics);
  syncFollowers();
}

/** The feed's stream asks for `topics` from its next connection (unless opened on a URL of its own). */
function feedOn(topics: readonly string[]): void {
  if (fixedUrl || topics.length === 0) return;
  feedTopics = topics;
  feedUrl = liveFeedUrl(topics);
}

/** Hands an update of any of the portal's streams (its JSON text) to the feed's listeners. */
function handOut(text: string): void {
  let data: unknown;
  try {
    data = JSON.parse(text);
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
 * renewal (401) ends the session, which closes the feed. A tab that does not
 * hold the stream only learns the feed's topics (its screens' streams need them).
 */
async function renewToken(): Promise<void> {
  const holdsStream = leading;
  try {
    const { data } = await apiClient.get<{ expiresIn: number; feed?: string[] }>(HUB_TOKEN_PATH);
    if (!wanted || hidden) return;
    feedOn(data.feed ?? []);
    if (holdsStream && leading) {
      connect();
      tabs?.pass({ topics: feedTopics });
      scheduleRenewal(Math.max(RENEWAL_RETRY_MS, renewalDelayMs(data.expiresIn)));
    }
    syncFollowers();
  } catch {
    if (holdsStream && leading && wanted && !hidden) scheduleRenewal(RENEWAL_RETRY_MS);
  }
}

/** Joins the other tabs: this one leads when no other does, else follows until it holds the lock. Alone without Web Locks. */
function startFeed(): void {
  leading = false;
  tabs = joinTabs({
    lead: () => {
      leading = true;
      void renewToken();
    },
    follow: () => void renewToken(),
    receive: receiveFromLeader,
  });
  if (tabs) return;
  leading = true;
  void renewToken();
}

function leaveTabs(): void {
  tabs?.leave();
  tabs = null;
  leading = false;
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
  leaveTabs();
  source?.close();
  source = null;
  syncFollowers();
}

/** Shown again, the page keeps a stream of its own: it replays what the page missed, which no other tab could pass it. */
function resumeOnPageShow(event: PageTransitionEvent): void {
  if (!event.persisted || !hidden) return;
  hidden = false;
  if (!wanted) return;
  leading = true;
  void renewToken();
}

/**
 * Opens the portal's one live-update stream; a no-op when it is open or the browser has no EventSource. It first
 * asks the hub for a token and the feed's topics (the session's own: its teams, those it runs, its requests);
 * given a `url`, it opens that at once.
 */
export function openLiveFeed(url?: string): void {
  if (wanted || typeof EventSource === 'undefined') return;
  wanted = true;
  hidden = false;
  fixedUrl = url !== undefined;
  feedUrl = url ?? DEFAULT_LIVE_FEED_URL;
  feedTopics = ['*'];
  lastEventId = '';
  handedOutIds.length = 0;
  if (url === undefined) startFeed();
  else {
    leading = true;
    connect();
    scheduleRenewal(FIRST_RENEWAL_MS.earliest + Math.random() * (FIRST_RENEWAL_MS.latest - FIRST_RENEWAL_MS.earliest));
  }
  window.addEventListener('pagehide', suspendOnPageHide);
  window.addEventListener('pageshow', resumeOnPageShow);
}

export function closeLiveFeed(): void {
  wanted = false;
  hidden = false;
  clearTimeout(renewal);
  renewal = undefined;
  leaveTabs();
  source?.close();
  source = null;
  syncFollowers();
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

/**
 * Streams of their own for topics beyond the feed's: a board of a team the session may look at but does not
 * belong to. Each starts with no past (its screen reads after it opens) and resumes by itself after a drop;
 * its updates reach the feed's listeners, without moving the feed's own place.
 */
type Follower = { topics: readonly string[]; holders: number; opened: Set<() => void>; source: EventSource | null };
const followers = new Map<string, Follower>();

const beyondFeed = (topics: readonly string[]) => !feedTopics.includes('*') && topics.some((topic) => !feedTopics.includes(topic));

/** Opens the streams followers need now (the feed open, its topics known), closes the others. */
function syncFollowers(): void {
  for (const follower of followers.values()) {
    const needed = wanted && !hidden && beyondFeed(follower.topics);
    // One the browser gave up on (a refused token) opens again with the renewed one.
    if (follower.source && follower.source.readyState === EventSource.CLOSED) follower.source = null;
    if (needed && !follower.source) {
      const opened = new EventSource(liveFeedUrl(follower.topics), { withCredentials: true });
      opened.addEventListener('message', (event) => handOut(String(event.data)));
      opened.addEventListener('open', () => {
        for (const onOpen of follower.opened) onOpen();
      });
      follower.source = opened;
    } else if (!needed && follower.source) {
      follower.source.close();
      follower.source = null;
    }
  }
}

/**
 * Receives `topics` too while the returned function is not called: nothing when the feed has them already,
 * otherwise through a stream of their own. `onOpen` runs each time that stream opens, so a screen that read
 * before can read again what changed meanwhile.
 */
export function followLiveTopics(topics: readonly string[], onOpen: () => void = () => {}): () => void {
  const key = [...topics].sort().join(' ');
  let follower = followers.get(key);
  if (!follower) {
    follower = { topics, holders: 0, opened: new Set(), source: null };
    followers.set(key, follower);
  }
  const held = follower;
  held.holders += 1;
  const ownOnOpen = () => onOpen();
  held.opened.add(ownOnOpen);
  syncFollowers();
  return () => {
    held.opened.delete(ownOnOpen);
    held.holders -= 1;
    if (held.holders > 0) return;
    held.source?.close();
    followers.delete(key);
  };
}

registerStoreReset(closeLiveFeed);
