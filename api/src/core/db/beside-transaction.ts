import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from './database.ts';

export const QUERY_BESIDE_TRANSACTION = 'A statement ran on the database, not on the open transaction that called it';

/** The transaction the running code is inside, while it is open (one store for every database of the process). */
const openTransaction = new AsyncLocalStorage<{ open: boolean }>();

/**
 * PGlite has one connection: a statement sent to the database (not to the transaction) by work running inside a
 * transaction waits for that transaction, which waits for the work, for ever. On PostgreSQL the same code runs on a
 * second connection, outside the transaction. Both refuse it here, so it fails at once on either database.
 */
export function refusingQueriesBesideTransaction(db: Database): Database {
  const refuseInside = () => {
    if (openTransaction.getStore()?.open) throw new Error(QUERY_BESIDE_TRANSACTION);
  };
  return {
    ...db,
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

/**
 * Starts `work` that the open transaction does not wait for (e.g. a clean-up), on the database: on PGlite it runs
 * once the transaction has ended, on PostgreSQL beside it.
 */
export function detachedFromTransaction<T>(work: () => Promise<T>): Promise<T> {
  return openTransaction.exit(work);
}
