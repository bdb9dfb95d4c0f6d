import pg from 'pg';
import { type Database, type Queryable, type Statement, toQuery } from './database.ts';

function queryableOf(runner: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(statement: Statement, params?: unknown[]) {
      const { text, values } = toQuery(statement, params);
      const result = await runner.query(text, values);
      return result.rows as T[];
    },
    async exec(script: string) {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await runner.query(script);
    },
  };
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

// pg returns bigint (count, sum) as text by default; the API only counts rows and seconds, which fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** A real PostgreSQL server through a connection pool (DATABASE_URL). */
export function createPgDatabase(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection the server ends (restart, failover, a dropped database) is replaced by the pool;
  // without a listener its error would crash the process.
  pool.on('error', () => {});
  const root = queryableOf(pool);
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let listenClient: Promise<pg.PoolClient> | undefined;

  // One dedicated connection receives every NOTIFY; pooled connections come and go.
  function notificationClient(): Promise<pg.PoolClient> {
    listenClient ??= pool.connect().then((client) => {
      client.on('error', () => {});
      client.on('notification', (message) => {
        for (const onPayload of listeners.get(message.channel) ?? []) onPayload(message.payload ?? '');
      });
      return client;
    });
    return listenClient;
  }

  return {
    kind: 'postgres',
    query: root.query,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(queryableOf(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    exec: root.exec,
    async listen(channel, onPayload) {
      const client = await notificationClient();
      let callbacks = listeners.get(channel);
      if (!callbacks) {
        callbacks = new Set();
        listeners.set(channel, callbacks);
        await client.query(`LISTEN ${quoteIdentifier(channel)}`);
      }
      callbacks.add(onPayload);
      return async () => {
        callbacks.delete(onPayload);
      };
    },
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      if (listenClient) (await listenClient).release();
      await pool.end();
    },
  };
}
