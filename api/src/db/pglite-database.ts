import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type Database, type Queryable, type Statement, toQuery } from './database.ts';

function queryableOf(runner: PGlite | Transaction, ready: () => Promise<void>): Queryable {
  return {
    async query<T>(statement: Statement, params?: unknown[]) {
      await ready();
      const { text, values } = toQuery(statement, params);
      const result = await runner.query<T>(text, values);
      return result.rows;
    },
    async exec(script: string) {
      await ready();
      await runner.exec(script);
    },
  };
}

/** Embedded PostgreSQL in a data folder; one connection, so PGlite serialises queries and transactions itself. */
export async function createPgliteDatabase(dataDir: string): Promise<Database> {
  await mkdir(dataDir, { recursive: true });
  // pg_trgm backs the name searches' indexes (migration 090).
  const pglite = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  // While a tool owns the connection (pg_dump), new work waits here: PGlite's own lock is released between the tool's statements.
  let alone: Promise<void> = Promise.resolve();
  const ready = async () => {
    let current: Promise<void>;
    do {
      current = alone;
      await current;
    } while (current !== alone);
  };
  const root = queryableOf(pglite, ready);
  return {
    kind: 'pglite',
    pglite: {
      async runAlone(work) {
        await ready();
        let release = () => {};
        alone = new Promise<void>((resolve) => {
          release = resolve;
        });
        try {
          return await work(pglite);
        } finally {
          release();
        }
      },
    },
    query: root.query,
    transaction: async (work) => {
      await ready();
      return pglite.transaction((tx) => work(queryableOf(tx, () => Promise.resolve())));
    },
    exec: root.exec,
    async listen(channel, onPayload) {
      const stop = await pglite.listen(channel, onPayload);
      return () => stop();
    },
    async notify(channel, payload) {
      await root.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    close: () => pglite.close(),
  };
}
