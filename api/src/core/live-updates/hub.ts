import type { Database, Queryable } from '../db/database.ts';
import { matchesAny } from './topic-selectors.ts';

export type LiveUpdate = { id: string; topics: string[]; data: string; type: string | null; private: boolean };

export type Subscriber = {
  /** Selectors the client asked for (`topic=` / `match=`). */
  selectors: string[];
  /** Selectors its token allows for private updates (`mercure.subscribe`). */
  allowed: string[];
  /** The account whose token opened the stream. */
  userId: number;
  /** Whether the session behind the token still holds (same token version, account active). */
  stillValid(): Promise<boolean>;
  send(update: LiveUpdate): void;
  close(): void;
};

type LiveUpdateRow = { id: string | number; topics: string[]; data: string; type: string | null; private: boolean };

const CHANNEL = 'live_updates';
/** Announced by a trigger on `users` (migration 040) whenever a user's sessions end. */
const SESSION_END_CHANNEL = 'session_ends';
const REPLAY_LIMIT = 1000;
const RETENTION = '1 hour';

function fromRow(row: LiveUpdateRow): LiveUpdate {
  return { id: String(row.id), topics: row.topics, data: row.data, type: row.type, private: row.private };
}

export function canReceive(subscriber: Pick<Subscriber, 'selectors' | 'allowed'>, update: LiveUpdate): boolean {
  return matchesAny(update.topics, subscriber.selectors) && (!update.private || matchesAny(update.topics, subscriber.allowed));
}

/**
 * The in-process side of the Mercure-compatible hub. Publishing stores the
 * update and NOTIFYs its id; every API instance LISTENs and hands the update
 * to its own subscribers, so several instances fan out through PostgreSQL.
 */
export function createHub(db: Database) {
  const subscribers = new Set<Subscriber>();
  let stopListening: (() => Promise<void>)[] = [];
  /** Deliveries under way, awaited on stop so none queries a closed database. */
  const inFlight = new Set<Promise<void>>();
  const track = (work: Promise<void>, onError: (error: unknown) => void) => {
    const running: Promise<void> = work.catch(onError).finally(() => inFlight.delete(running));
    inFlight.add(running);
  };
  let lastPrune = 0;
  let onPruneError: (error: unknown) => void = () => {};

  async function deliver(id: string): Promise<void> {
    const [row] = await db.query<LiveUpdateRow>('SELECT id, topics, data, type, private FROM live_updates WHERE id = $1', [id]);
    if (!row) return;
    const update = fromRow(row);
    for (const subscriber of subscribers) if (canReceive(subscriber, update)) subscriber.send(update);
  }

  /** Closes the user's streams whose session no longer holds (logout, password change, ban, deletion). */
  async function endStreamsOf(userId: number): Promise<void> {
    for (const subscriber of [...subscribers]) {
      if (subscriber.userId !== userId || (await subscriber.stillValid())) continue;
      subscribers.delete(subscriber);
      subscriber.close();
    }
  }

  return {
    async start(onError: (error: unknown) => void): Promise<void> {
      onPruneError = onError;
      stopListening = [
        await db.listen(CHANNEL, (id) => track(deliver(id), onError)),
        await db.listen(SESSION_END_CHANNEL, (userId) => track(endStreamsOf(Number(userId)), onError)),
      ];
    },
    async stop(): Promise<void> {
      for (const stop of stopListening) await stop();
      stopListening = [];
      await Promise.all([...inFlight]);
      for (const subscriber of subscribers) subscriber.close();
      subscribers.clear();
    },
    /**
     * Stores and announces an update; `topics[0]` is the canonical topic, the rest are audiences.
     * Given an open transaction as `executor`, both the row and the NOTIFY belong to it:
     * PostgreSQL delivers the NOTIFY only at commit, so a rolled-back change announces nothing.
     */
    async publish(update: { topics: string[]; data: unknown; type?: string; private?: boolean }, executor: Queryable = db): Promise<string> {
      const [row] = await executor.query<{ id: string | number }>(
        'INSERT INTO live_updates (topics, data, type, private) VALUES ($1, $2, $3, $4) RETURNING id',
        [JSON.stringify(update.topics), JSON.stringify(update.data), update.type ?? null, update.private ?? true],
      );
      const id = String(row?.id);
      await executor.query('SELECT pg_notify($1, $2)', [CHANNEL, id]);
      if (Date.now() - lastPrune > 60_000) {
        lastPrune = Date.now();
        // Detached and on the pool: inside the caller's open transaction a second
        // connection (or PGlite's single one) would wait for that transaction to end.
        track(db.query(`DELETE FROM live_updates WHERE created_at < now() - interval '${RETENTION}'`).then(() => undefined), onPruneError);
      }
      return id;
    },
    /** Updates after `lastEventId` this subscriber may receive (reconnection with Last-Event-ID). */
    async missedSince(subscriber: Pick<Subscriber, 'selectors' | 'allowed'>, lastEventId: string): Promise<LiveUpdate[]> {
      if (!/^\d{1,18}$/.test(lastEventId)) return [];
      const rows = await db.query<LiveUpdateRow>(
        'SELECT id, topics, data, type, private FROM live_updates WHERE id > $1 ORDER BY id LIMIT $2',
        [lastEventId, REPLAY_LIMIT],
      );
      return rows.map(fromRow).filter((update) => canReceive(subscriber, update));
    },
    add(subscriber: Subscriber): () => void {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
  };
}

export type Hub = ReturnType<typeof createHub>;
