import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type Database, type Queryable, type Statement, toQuery } from './database.ts';

function queryableOf(runner: PGlite | Transaction): Queryable {
  return {
    async query<T>(statement: Statement, params?: unknown[]) {
      const { text, values } = toQuery(statement, params);
      const result = await runner.query<T>(text, values);
      return result.rows;
    },
    async exec(script: string) {
      await runner.exec(script);
    },
  };
}

/** Embedded PostgreSQL in a data folder; one connection, so PGlite serialises queries and transactions itself. */
export async function createPgliteDatabase(dataDir: string): Promise<Database> {
  await mkdir(dataDir, { recursive: true });
  // pg_trgm backs the name searches' indexes (migration 090).
  const pglite = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const root = queryableOf(pglite);
  return {
    kind: 'pglite',
    query: root.query,
    transaction: (work) => pglite.transaction((tx) => work(queryableOf(tx))),
    exec: root.exec,
    async listen(channel, onPayload) {
      const stop = await pglite.listen(channel, onPayload);
      return () => stop();
    },
    async notify(channel, payload) {
      await pglite.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    close: () => pglite.close(),
  };
}
