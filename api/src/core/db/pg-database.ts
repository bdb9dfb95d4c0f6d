import pg from 'pg';
import { type Database, type Queryable, type Statement, toQuery } from './database.ts';
import { DEFAULT_POOL_SIZE } from '../config.ts';
import { connectionTurns } from './connection-turns.ts';
import { createPgListener } from './pg-listener.ts';
import { isStalePlan, preparedNames } from './pg-prepared.ts';

type PreparedNames = ReturnType<typeof preparedNames>;

function queryableOf(runner: pg.Pool | pg.PoolClient, prepared: PreparedNames): Queryable {
  const inTransaction = !(runner instanceof pg.Pool);
  return {
    async query<T>(statement: Statement, params?: unknown[]) {
      const { text, values } = toQuery(statement, params);
      const name = prepared.nameFor(text);
      try {
        return (await runner.query({ name, text, values })).rows as T[];
      } catch (error) {
        if (!name || !isStalePlan(error)) throw error;
        prepared.renameAll();
        // A transaction is aborted by the refusal; a lone statement runs again, prepared afresh.
        if (inTransaction) throw error;
        return (await runner.query({ text, values })).rows as T[];
      }
    },
    async exec(script: string) {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await runner.query(script);
    },
  };
}

// pg returns bigint (count, sum) as text by default; the API only counts rows and seconds, which fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
// An interval stays its text ('01:30:00'), as PGlite gives it: the code then reads the same value on either database.
pg.types.setTypeParser(pg.types.builtins.INTERVAL, (value) => value);

/** A real PostgreSQL server through a pool of at most `poolSize` connections (DATABASE_URL, DATABASE_POOL_SIZE). */
export function createPgDatabase(connectionString: string, poolSize = DEFAULT_POOL_SIZE): Database {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle connection the server ends (restart, failover, a dropped database) is replaced by the pool;
  // without a listener its error would crash the process.
  pool.on('error', () => {});
  const listener = createPgListener(pool);
  const prepared = preparedNames();
  const root = queryableOf(pool, prepared);
  // The listening connection is the pool's too: statements take turns at the others, so the pool never queues them itself.
  const turns = connectionTurns(Math.max(1, poolSize - 1));
  const query: Database['query'] = (statement, params) => turns.take(() => root.query(statement, params));

  return {
    kind: 'postgres',
    query,
    transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      return turns.take(async () => {
        const client = await pool.connect();
        let result: T;
        try {
          await client.query('BEGIN');
          result = await work(queryableOf(client, prepared));
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
        return result;
      });
    },
    exec: (script) => turns.take(() => root.exec(script)),
    listen: (channel, onPayload, onState) => listener.listen(channel, { onPayload, onState }),
    caughtUp: listener.heard,
    async notify(channel, payload) {
      await query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}
