/**
 * One person using the portal through the shell's server, as the browser does: the session cookies the
 * API sets, the same-origin header of every write, and the one live-update stream the shell keeps open
 * (an EventSource that resumes after the last update it got, renews its hub token before it expires, and
 * after a refusal asks for a fresh one every five seconds, as shared-api's live-feed.ts does).
 */
import { promisify } from 'node:util';
import { brotliDecompress, gunzip, inflate } from 'node:zlib';
import { Agent, request } from 'undici';
import { CLOSED, EventStream, OPEN } from './event-stream.mjs';

/** As the shell's live feed: a hub token and the feed's topics first, renewed at a random point between 60 and 80 % of the token's life, and every 5 s after a refusal. */
const RENEW_AT_SHARE = { earliest: 0.6, latest: 0.8 };
const RENEWAL_RETRY_MS = 5000;

/** What Chromium asks for (but zstd, which Node 20 cannot read): the API compresses larger answers, boards above all. */
const ACCEPT_ENCODING = 'gzip, deflate, br';
const decoders = { br: promisify(brotliDecompress), gzip: promisify(gunzip), deflate: promisify(inflate) };

/** An answer's text, decompressed as its Content-Encoding says. */
async function textOf(response) {
  const bytes = Buffer.from(await response.body.arrayBuffer());
  const decode = decoders[response.headers['content-encoding']];
  return (decode ? await decode(bytes) : bytes).toString('utf8');
}

/** One pool of connections for every simulated person, as many as they need (streams hold one each). */
export const agent = new Agent({ keepAliveTimeout: 10_000, connections: null });

export class Person {
  /** Requests made, each `{ kind, method, status, startedAt, endedAt }` (status 0: no answer). */
  calls = [];
  cookies = new Map();

  constructor(baseUrl, email, origin) {
    this.baseUrl = baseUrl;
    this.email = email;
    this.origin = origin;
  }

  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  keepCookies(setCookie) {
    for (const line of [setCookie ?? []].flat()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }

  /**
   * One request, asking for compressed answers as a browser does; answers `{ status, body }` (the parsed JSON, or the text)
   * and records it under `kind`. With `read: false` a successful answer is received whole but left unread (`body`
   * undefined): a board is a quarter of a megabyte, and parsing every one the crowd asks for took the driver's core from
   * the portal it measures.
   */
  async call(kind, method, path, body, { read = true } = {}) {
    const headers = { accept: 'application/ld+json', 'accept-encoding': ACCEPT_ENCODING, cookie: this.cookieHeader() };
    if (method !== 'GET') headers.origin = this.origin;
    if (body !== undefined) headers['content-type'] = method === 'PATCH' ? 'application/merge-patch+json' : 'application/json';
    const record = { kind, method, path, status: 0, startedAt: performance.now(), endedAt: 0 };
    this.calls.push(record);
    try {
      const response = await request(`${this.baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), dispatcher: agent });
      this.keepCookies(response.headers['set-cookie']);
      if (!read && response.statusCode < 400) {
        for await (const _chunk of response.body);
        record.status = response.statusCode;
        return { status: response.statusCode, body: undefined };
      }
      const text = await textOf(response);
      record.status = response.statusCode;
      if (response.statusCode >= 400) record.detail = text.slice(0, 300);
      let parsed = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // Not JSON (a spreadsheet, an empty answer): the text serves.
      }
      return { status: response.statusCode, body: parsed };
    } catch (error) {
      record.error = error?.code ?? String(error);
      return { status: 0, body: undefined };
    } finally {
      record.endedAt = performance.now();
    }
  }

  async signIn(password) {
    const { status, body } = await this.call('login', 'POST', '/api/login', { username: this.email, password });
    if (status !== 200) throw new Error(`sign-in of ${this.email} answered ${status}: ${JSON.stringify(body).slice(0, 200)}`);
    this.user = body?.user ?? body;
    return this.user;
  }

  /**
   * Opens the live feed (resumed after the update `after`, if given); `onUpdate(id, data)` gets every update. The feed records when it opened, when it
   * was dropped and every id it received, so a test can tell a lost or doubled update.
   */
  openFeed(onUpdate = () => {}, { after = '' } = {}) {
    const feed = { ids: [], opened: [], dropped: [], refused: 0, lastEventId: after, closed: false, source: undefined, renewal: undefined, topics: ['*'] };
    const person = this;
    const schedule = (ms) => {
      clearTimeout(feed.renewal);
      feed.renewal = setTimeout(renew, ms);
    };
    async function renew() {
      if (feed.closed) return;
      const { status, body } = await person.call('live-feed-token', 'GET', '/api/mercureIdentify');
      if (feed.closed) return;
      if (status !== 200) return schedule(RENEWAL_RETRY_MS);
      if (body?.feed?.length) feed.topics = body.feed;
      connect();
      const share = RENEW_AT_SHARE.earliest + Math.random() * (RENEW_AT_SHARE.latest - RENEW_AT_SHARE.earliest);
      schedule(Math.max(RENEWAL_RETRY_MS, (body?.expiresIn ?? 300) * 1000 * share));
    }
    function connect() {
      const resume = feed.lastEventId ? `&lastEventID=${encodeURIComponent(feed.lastEventId)}` : '';
      const topics = feed.topics.map((topic) => `topic=${encodeURIComponent(topic)}`).join('&');
      const next = new EventStream(`${person.baseUrl}/.well-known/mercure?${topics}${resume}`, {
        dispatcher: agent,
        headers: () => ({ cookie: person.cookieHeader() }),
        onOpen: () => feed.opened.push(performance.now()),
        onMessage: ({ id, data }) => {
          if (next !== feed.source) return;
          if (id) feed.lastEventId = id;
          // As a number: a long run keeps millions, and numbers cost the collector nothing to walk.
          feed.ids.push(Number(id));
          onUpdate(id, data);
        },
        onError: () => {
          if (next !== feed.source) return;
          feed.dropped.push(performance.now());
          // The stream comes back by itself after a drop, not after a refusal.
          if (next.readyState === CLOSED) {
            feed.refused += 1;
            schedule(RENEWAL_RETRY_MS);
          }
        },
      });
      feed.source?.close();
      feed.source = next;
    }
    renew();
    feed.close = () => {
      feed.closed = true;
      clearTimeout(feed.renewal);
      feed.source?.close();
    };
    feed.isOpen = () => feed.source?.readyState === OPEN;
    return feed;
  }

  /**
   * The positions this account may receive after `after`, as the hub replays them to a stream resumed there: a stream of
   * its own on a copy of the session, read until it has been quiet for `quietMs` (the replay follows the opening once the
   * hub has read the account's audience).
   */
  async replayAfter(after, quietMs) {
    const reference = new Person(this.baseUrl, this.email, this.origin);
    reference.cookies = new Map(this.cookies);
    const positions = [];
    let lastAt = performance.now();
    const feed = reference.openFeed(
      (position) => {
        positions.push(Number(position));
        lastAt = performance.now();
      },
      { after: String(after) },
    );
    const opened = await until(() => feed.isOpen(), 30_000);
    lastAt = performance.now();
    await until(() => performance.now() - lastAt > quietMs, 120_000);
    feed.close();
    if (!opened) throw new Error(`a reference stream of ${this.email} did not open`);
    return positions;
  }
}

/** Nearest-rank percentile of sorted numbers. */
export function percentile(sorted, share) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))];
}

/** Waits until `check()` is true, polling; false when `timeoutMs` passed first. */
export async function until(check, timeoutMs, everyMs = 50) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return Boolean(await check());
}
