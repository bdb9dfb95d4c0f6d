import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { ListenerState } from './database.ts';

type Subscription = { onPayload: (payload: string) => void; onState?: ((state: ListenerState) => void) | undefined };

const RECONNECT_MS = 1000;
/** How the listening connection names itself in `pg_stat_activity`: it runs the markers, so its last statement is often not a LISTEN. */
export const LISTENER_APPLICATION_NAME = 'portal-listener';
const HEARD_TIMEOUT_MS = 2000;

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * The one connection of a pg pool that receives NOTIFY. When it is lost it
 * tells every subscriber (notices may have been missed), connects again,
 * LISTENs again on every channel and tells them it is back.
 *
 * `heard()` lets the response cache answer a write only once its notices
 * are in (see `Database.caughtUp`): it sends a marker on this instance's private channel and waits
 * for it on the listening connection. PostgreSQL delivers a session's
 * notices in commit order, so once the marker is in, so is every notice
 * committed before it. The marker goes over the listening connection itself:
 * through the pool, every write's answer queued a second time for a connection
 * behind the other requests' statements, and a wait there longer than the
 * marker's timeout would read as notices lost (every stream's audience read again).
 */
export function createPgListener(pool: pg.Pool) {
  const subscriptions = new Map<string, Set<Subscription>>();
  const markerChannel = `heard_${randomUUID().replaceAll('-', '')}`;
  const markers = new Map<string, () => void>();
  let markerCount = 0;
  let connection: Promise<pg.PoolClient> | undefined;
  let listening = false;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | undefined;

  const tell = (state: ListenerState) => {
    for (const set of subscriptions.values()) for (const subscription of set) subscription.onState?.(state);
  };

  // Only the connection in use counts: a replaced one may still report its end later.
  let current: pg.PoolClient | undefined;

  function lost(client: pg.PoolClient) {
    return () => {
      if (client !== current || closed) return;
      current = undefined;
      listening = false;
      connection = undefined;
      client.release(true);
      tell('lost');
      reconnectTimer = setTimeout(reconnect, RECONNECT_MS);
    };
  }

  async function connect(): Promise<pg.PoolClient> {
    const client = await pool.connect();
    // Attached at once: an error event with no listener would end the process.
    client.on('error', lost(client));
    client.on('end', lost(client));
    try {
      client.on('notification', (message) => {
        if (message.channel === markerChannel) markers.get(message.payload ?? '')?.();
        for (const subscription of subscriptions.get(message.channel) ?? []) subscription.onPayload(message.payload ?? '');
      });
      await client.query(`SET application_name = '${LISTENER_APPLICATION_NAME}'`);
      for (const channel of [markerChannel, ...subscriptions.keys()]) await client.query(`LISTEN ${quoteIdentifier(channel)}`);
    } catch (error) {
      client.release(true);
      throw error;
    }
    current = client;
    listening = true;
    return client;
  }

  function reconnect() {
    if (closed) return;
    connection = connect();
    connection.then(
      () => tell('listening'),
      () => {
        connection = undefined;
        reconnectTimer = setTimeout(reconnect, RECONNECT_MS);
      },
    );
  }

  /**
   * Sends a marker and waits for it to come back, at most `HEARD_TIMEOUT_MS` whatever the connection does (the
   * writes waiting share it); a marker not sent or not back means notices may have been missed too, so
   * subscribers hear of the gap (the writes that asked are committed: they are not failed for that).
   */
  async function markerRoundTrip(): Promise<void> {
    const client = current;
    if (!client) return;
    const marker = String(++markerCount);
    let timer: NodeJS.Timeout | undefined;
    const arrived = new Promise<boolean>((resolve) => {
      markers.set(marker, () => resolve(true));
      timer = setTimeout(() => resolve(false), HEARD_TIMEOUT_MS);
    });
    try {
      const sent = client.query('SELECT pg_notify($1, $2)', [markerChannel, marker]).then(
        () => true,
        () => false,
      );
      const back = await Promise.race([arrived, sent.then((done) => done && arrived)]);
      if (!back) {
        tell('lost');
        if (listening) tell('listening');
      }
    } finally {
      clearTimeout(timer);
      markers.delete(marker);
    }
  }

  /** The marker on its way, and the next one, which every call made meanwhile shares (sent once the first is back). */
  let markerOnItsWay: Promise<void> | undefined;
  let nextMarker: Promise<void> | undefined;

  /**
   * A marker round trip that began after this call. One connection sends them one at a time, so the calls made
   * while one is on its way share the next: a burst of writes costs two round trips, not one each in a row.
   */
  function markerAfterNow(): Promise<void> {
    if (!markerOnItsWay) {
      markerOnItsWay = markerRoundTrip().finally(() => {
        markerOnItsWay = undefined;
      });
      return markerOnItsWay;
    }
    nextMarker ??= markerOnItsWay.then(() => {
      nextMarker = undefined;
      return markerAfterNow();
    });
    return nextMarker;
  }

  return {
    async listen(channel: string, subscription: Subscription): Promise<() => Promise<void>> {
      const known = subscriptions.has(channel);
      const set = subscriptions.get(channel) ?? new Set();
      subscriptions.set(channel, set);
      set.add(subscription);
      connection ??= connect();
      const client = await connection.catch((error) => {
        connection = undefined;
        throw error;
      });
      if (!known) await client.query(`LISTEN ${quoteIdentifier(channel)}`);
      return async () => {
        set.delete(subscription);
      };
    },
    /** Resolves once the listening connection has received every notice committed before the call (at once when nothing listens); never fails. */
    async heard(): Promise<void> {
      if (!listening || !current || subscriptions.size === 0) return;
      await markerAfterNow();
    },
    async close(): Promise<void> {
      closed = true;
      clearTimeout(reconnectTimer);
      const client = await connection?.catch(() => undefined);
      listening = false;
      client?.release();
    },
  };
}
