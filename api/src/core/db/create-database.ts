import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from './database.ts';
import { createPgDatabase } from './pg-database.ts';
import { createPgliteDatabase } from './pglite-database.ts';

export type DatabaseOptions = { databaseUrl?: string | undefined; dataDir: string };

/** PostgreSQL when a URL is given, otherwise embedded PGlite in `dataDir/pglite`. */
export async function createDatabase({ databaseUrl, dataDir }: DatabaseOptions): Promise<Database> {
  return refusingQueriesBesideTransaction(databaseUrl ? createPgDatabase(databaseUrl) : await createPgliteDatabase(dataDir));
}

export const QUERY_BESIDE_TRANSACTION = 'A statement ran on the database, not on the open transaction that called it';

/**
 * PGlite has one connection: a statement sent to the database (not to the transaction) by work running inside a
 * transaction waits for that transaction, which waits for the work, for ever. On PostgreSQL the same code runs on a
 * second connection, outside the transaction. Both refuse it here, so it fails at once on either database.
 */
export function refusingQueriesBesideTransaction(db: Database): Database {
  const openTransaction = new AsyncLocalStorage<{ open: boolean }>();
  const refuseInside = () => {
    if (openTransaction.getStore()?.open) throw new Error(QUERY_BESIDE_TRANSACTION);
  };
  return {
    ...db,
    kind: db.kind,
    query: async (statement, params) => {
      refuseInside();
      return db.query(statement, params);
    },
    exec: async (script) => {
      refuseInside();
      return db.exec(script);
    },
    notify: async (channel, payload) => {
      refuseInside();
      return db.notify(channel, payload);
    },
    transaction: async (work) => {
      refuseInside();
      return db.transaction(async (tx) => {
        // Work it leaves behind (a timer, a promise not awaited) may still run once the transaction has ended.
        const state = { open: true };
        try {
          return await openTransaction.run(state, () => work(tx));
        } finally {
          state.open = false;
        }
      });
    },
  };
}
