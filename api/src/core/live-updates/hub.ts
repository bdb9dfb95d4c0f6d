import { detachedFromTransaction } from '../db/beside-transaction.ts';
import { AudienceIndex } from './audience-index.ts';
import type { Database, Queryable } from '../db/database.ts';
import { matchesAny } from './topic-selectors.ts';

/** What a publisher hands the hub: `topics[0]` is the canonical topic, the rest are audiences. */
export type PublishedUpdate = { topics: string[]; data: unknown; type?: string; private?: boolean };

/** `id` is the update's position in the feed (see `live_updates.position`): the id a stream resumes after. */
export type LiveUpdate = { id: string; topics: string[]; data: string; type: string | null; private: boolean };

export type Subscriber = {
  /** Selectors the client asked for (`topic=` / `match=`). */
  selectors: string[];
  /** The account whose token opened the stream. */
  userId: number;
  /**
   * The audience topics the account may receive now, read from the database;
   * `undefined` once the session behind the stream no longer holds (logout,
   * password change, ban, deletion).
   */
  currentAudience(): Promise<string[] | undefined>;
  send(update: LiveUpdate): void;
  close(): void;
};

/**
 * What the hub knows of one open stream: its audience as last read, and the reading under way. While a
 * resumed stream replays what it missed, live updates wait in `held`. Updates go out in position order, so
 * `after` alone tells what the client has: one both replayed and announced afterwards is sent once.
 */
type Stream = {
  subscriber: Subscriber;
  allowed: string[];
  settled: Promise<void>;
  rereadQueued: boolean;
  /** Readings of the audience queued or under way. */
  readings: number;
  held?: LiveUpdate[] | undefined;
  /** The last position sent (a resumed stream starts at its Last-Event-ID): the client has had it and those before it. */
  after?: number | undefined;
};

/** An open stream as the route sees it. */
export type StreamHandle = { remove(): void };

type LiveUpdateRow = { position: string | number; topics: string[]; data: string; type: string | null; private: boolean };

const CHANNEL = 'live_updates';
/** Announced by a trigger on `users` (migration 040) whenever a user's sessions end. */
const SESSION_END_CHANNEL = 'session_ends';
/** Announced by triggers on the organisation tables and on users' roles (migration 099). */
const SCOPE_CHANGE_CHANNEL = 'live_scope_changes';
/** A resumed stream's missed updates are read this many at a time, however many there are. */
const REPLAY_PAGE = 500;
const COLUMNS = 'position, topics, data, type, private';
const RETENTION = '1 hour';

function fromRow(row: LiveUpdateRow): LiveUpdate {
  return { id: String(row.position), topics: row.topics, data: row.data, type: row.type, private: row.private };
}

export function canReceive(subscriber: { selectors: string[]; allowed: string[] }, update: LiveUpdate): boolean {
  return matchesAny(update.topics, subscriber.selectors) && (!update.private || matchesAny(update.topics, subscriber.allowed));
}

/**
 * The in-process side of the Mercure-compatible hub. Publishing stores the
 * update; its transaction's commit gives it its position in the feed and
 * NOTIFYs it (or its position, when too large); every API instance LISTENs and
 * hands the update to its own subscribers, so several instances fan out
 * through PostgreSQL.
 *
 * What a stream may receive is read from the database when it opens and again
 * whenever a scope change or a session end is announced (or notices may have
 * been missed). Notices reach an instance in commit order, and each delivery
 * waits for the readings started before it, so an update committed after a
 * change never reaches a stream that the change put out of its audience.
 */
export function createHub(db: Database) {
  const streams = new Set<Stream>();
  const byAudience = new AudienceIndex<Stream>();
  /** Streams whose audience is being read: an update announced meanwhile waits for the reading. */
  const beingRead = new Set<Stream>();
  let stopListening: (() => Promise<void>)[] = [];
  /** Deliveries under way, awaited on stop so none queries a closed database. */
  const inFlight = new Set<Promise<void>>();
  let onError: (error: unknown) => void = () => {};
  const track = (work: Promise<void>) => {
    const running: Promise<void> = work.catch(onError).finally(() => inFlight.delete(running));
    inFlight.add(running);
  };
  let lastPrune = 0;

  function forget(stream: Stream): boolean {
    byAudience.remove(stream);
    return streams.delete(stream);
  }

  function drop(stream: Stream): void {
    if (forget(stream)) stream.subscriber.close();
  }

  /**
   * Reads the stream's audience again once the reading under way is done; a
   * burst of notices while one is queued costs one more reading, not one each.
   * A failed reading closes the stream: it must not go on with a stale audience.
   */
  function reread(stream: Stream): void {
    if (stream.rereadQueued) return;
    stream.rereadQueued = true;
    stream.readings += 1;
    beingRead.add(stream);
    stream.settled = stream.settled.then(async () => {
      stream.rereadQueued = false;
      try {
        if (!streams.has(stream)) return;
        const audience = await stream.subscriber.currentAudience();
        if (audience) byAudience.set(stream, audience);
        else drop(stream);
      } catch (error) {
        drop(stream);
        onError(error);
      } finally {
        stream.readings -= 1;
        if (stream.readings === 0) beingRead.delete(stream);
      }
    });
  }

  const rereadAll = () => {
    for (const stream of streams) reread(stream);
  };

  function sendTo(stream: Stream, update: LiveUpdate): void {
    const position = Number(update.id);
    if (stream.held) stream.held.push(update);
    // An announcement this instance hears late (the client's former instance sent it already) is not sent again.
    else if (stream.after === undefined || position > stream.after) {
      stream.after = position;
      stream.subscriber.send(update);
    }
  }

  /**
   * Sends a resumed stream the updates after position `after` (none when its Last-Event-ID is not one) that it
   * may receive, from any instance (they are stored), page by page; then those announced meanwhile, each once;
   * and from then on delivers as they come. The database leaves out the private updates of other audiences
   * (audience topics are exact, never templates), so a quiet stream resuming after an hour reads its own.
   */
  async function replay(stream: Stream, after: number | undefined): Promise<boolean> {
    try {
      let from = after;
      while (from !== undefined) {
        // Two branches, each on its own index (migration 176).
        const rows = await db.query<LiveUpdateRow>(
          `SELECT ${COLUMNS} FROM live_updates WHERE position > $1 AND private AND topics ?| $2::text[]
           UNION ALL SELECT ${COLUMNS} FROM live_updates WHERE position > $1 AND NOT private
           ORDER BY position LIMIT $3`,
          [from, stream.allowed, REPLAY_PAGE],
        );
        for (const update of rows.map(fromRow)) {
          if (!canReceive({ selectors: stream.subscriber.selectors, allowed: stream.allowed }, update)) continue;
          stream.after = Number(update.id);
          stream.subscriber.send(update);
        }
        from = rows.length === REPLAY_PAGE && streams.has(stream) ? Number(rows.at(-1)?.position) : undefined;
      }
    } catch (error) {
      // Going on without what it missed would lose it: the stream ends, and the client asks again after the same update.
      drop(stream);
      onError(error);
      return false;
    }
    const held = stream.held ?? [];
    stream.held = undefined;
    for (const update of held) sendTo(stream, update);
    return true;
  }

  /**
   * Sends go out in the order the notices came (commit order), whatever order their rows are read in: a
   * client resumes after the last id it got, so a stream that got a later update before an earlier one
   * would miss the earlier one, or get the later one twice, when it resumes.
   */
  let sending: Promise<void> = Promise.resolve();

  /** `notice`: the update itself, or its position when it was too large for a notice (migration 177). */
  function deliver(notice: string): Promise<void> {
    // Captured now: the readings this update must wait for are those announced before it.
    const waiting = [...beingRead].map((stream) => ({ stream, settled: stream.settled }));
    // Read at once, side by side with the updates before it; only the sending waits its turn.
    const reading = notice.startsWith('{')
      ? Promise.resolve([JSON.parse(notice) as LiveUpdateRow])
      : db.query<LiveUpdateRow>(`SELECT ${COLUMNS} FROM live_updates WHERE position = $1`, [notice]);
    reading.catch(() => undefined);
    const sent = sending.then(async () => {
      const [row] = await reading;
      if (!row) return;
      const update = fromRow(row);
      const receives = (stream: Stream) => streams.has(stream) && canReceive({ selectors: stream.subscriber.selectors, allowed: stream.allowed }, update);
      const waited = new Set(waiting.map(({ stream }) => stream));
      for (const stream of update.private ? byAudience.under(update.topics) : streams) if (!waited.has(stream) && receives(stream)) sendTo(stream, update);
      await Promise.all(
        waiting.map(async ({ stream, settled }) => {
          await settled;
          if (receives(stream)) sendTo(stream, update);
        }),
      );
    });
    // A failed delivery is reported (track) and does not hold up the ones after it.
    sending = sent.catch(() => undefined);
    return sent;
  }

  /**
   * Stores updates; `topics[0]` of each is the canonical topic, the rest are audiences. Given an open
   * transaction as `executor`, the rows belong to it: they are placed in the feed and announced as it commits
   * (migration 174), so a rolled-back change announces nothing. However many updates, it is one statement, so a
   * change that tells many people holds its transaction no longer for it.
   */
  async function publishAll(updates: PublishedUpdate[], executor: Queryable = db): Promise<void> {
    if (updates.length === 0) return;
    await executor.query(
      `INSERT INTO live_updates (topics, data, type, private)
       SELECT u.topics, u.data, u.type, u.private FROM unnest($1::jsonb[], $2::text[], $3::text[], $4::boolean[]) WITH ORDINALITY AS u(topics, data, type, private, n)
       ORDER BY u.n`,
      [
        updates.map((update) => JSON.stringify(update.topics)),
        updates.map((update) => JSON.stringify(update.data)),
        updates.map((update) => update.type ?? null),
        updates.map((update) => update.private ?? true),
      ],
    );
    if (Date.now() - lastPrune > 60_000) {
      lastPrune = Date.now();
      // Detached: the caller's open transaction does not wait for it (on PGlite's single connection it runs once
      // that transaction has ended).
      track(detachedFromTransaction(() => db.query(`DELETE FROM live_updates WHERE created_at < now() - interval '${RETENTION}'`)).then(() => undefined));
    }
  }

  return {
    async start(reportError: (error: unknown) => void): Promise<void> {
      onError = reportError;
      // While the listening connection is down, scope changes may pass unheard: read every audience again.
      const onState = () => rereadAll();
      stopListening = [
        await db.listen(CHANNEL, (notice) => track(deliver(notice)), onState),
        await db.listen(SESSION_END_CHANNEL, (userId) => {
          for (const stream of streams) if (stream.subscriber.userId === Number(userId)) reread(stream);
        }),
        await db.listen(SCOPE_CHANGE_CHANNEL, rereadAll),
      ];
    },
    async stop(): Promise<void> {
      for (const stop of stopListening) await stop();
      stopListening = [];
      await Promise.all([...inFlight, ...[...streams].map((stream) => stream.settled)]);
      for (const stream of [...streams]) drop(stream);
    },
    publishAll,
    /** Stores and announces one update (see `publishAll`). */
    publish: (update: PublishedUpdate, executor: Queryable = db): Promise<void> => publishAll([update], executor),
    /** How many streams of `userId` this instance holds open. */
    streamsOf(userId: number): number {
      let count = 0;
      for (const stream of streams) if (stream.subscriber.userId === userId) count += 1;
      return count;
    },
    /**
     * Opens a stream once its audience is read; `undefined` when the session
     * behind it no longer holds. Deliveries wait for that first reading.
     * `lastEventId` (a reconnection's Last-Event-ID) resumes the stream after that update.
     */
    async add(subscriber: Subscriber, lastEventId?: string): Promise<StreamHandle | undefined> {
      const resumed = lastEventId && /^\d{1,15}$/.test(lastEventId) ? Number(lastEventId) : undefined;
      const stream: Stream = { subscriber, allowed: [], settled: Promise.resolve(), rereadQueued: false, readings: 0, held: lastEventId ? [] : undefined, after: resumed };
      streams.add(stream);
      reread(stream);
      await stream.settled;
      if (!streams.has(stream)) return undefined;
      if (lastEventId && !(await replay(stream, resumed))) return undefined;
      return {
        remove: () => {
          forget(stream);
        },
      };
    },
  };
}

export type Hub = ReturnType<typeof createHub>;
