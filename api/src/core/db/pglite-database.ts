import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { ensurePrivateDir, makeTreePrivate } from '../file-storage/private-files.ts';
import { type Database, type Queryable, type Statement, toQuery } from './database.ts';
import { preparedStatementRunner } from './pglite-prepared.ts';
import type { PreparedLimits } from './statements-seen.ts';
import { toolGate } from './pglite-tool-gate.ts';

type Exclusive = <T>(work: () => Promise<T>) => Promise<T>;
type RunPrepared = ReturnType<typeof preparedStatementRunner>;

/**
 * Statements on `runner`: prepared ones under `exclusive` (the locks PGlite's
 * own `query` takes on that runner, so a prepared run never slips into
 * another's transaction), the rest through PGlite's `query`.
 */
function queryableOf(runner: PGlite | Transaction, exclusive: Exclusive, runPrepared: RunPrepared): Queryable {
  return {
    async query<T>(statement: Statement, params?: unknown[]) {
      const { text, values } = toQuery(statement, params);
      const rows = await exclusive(() => runPrepared.run<T>(text, values));
      if (rows) return rows;
      const result = await runner.query<T>(text, values);
      return result.rows;
    },
    exec: async (script: string) => {
      await runner.exec(script);
    },
  };
}

/** Embedded PostgreSQL in a data folder; one connection, so PGlite serialises queries and transactions itself. */
export async function createPgliteDatabase(dataDir: string, preparedLimits?: PreparedLimits): Promise<Database> {
  await ensurePrivateDir(dataDir);
  // pg_trgm backs the name searches' indexes (migration 090).
  const pglite = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  // PGlite writes its files with modes of its own; the folder's are set here, once open (files it adds later stay behind the private folder).
  await makeTreePrivate(dataDir);
  const gate = toolGate();
  const runPrepared = preparedStatementRunner(pglite, preparedLimits);
  const root = queryableOf(pglite, (work) => pglite._runExclusiveTransaction(() => pglite._runExclusiveQuery(work)), runPrepared);
  return {
    kind: 'pglite',
    pglite: {
      // What a tool does to the session's prepared statements is its own business: they are prepared again afterwards.
      runAlone: (work) => gate.alone(() => work(pglite), runPrepared.forget),
    },
    query: (statement, params) => gate.inside(() => root.query(statement, params)),
    transaction: (work) =>
      gate.inside(() => pglite.transaction((tx) => work(queryableOf(tx, (inside) => pglite._runExclusiveQuery(inside), runPrepared)))),
    exec: (script) => gate.inside(() => root.exec(script)),
    async listen(channel, onPayload) {
      const stop = await pglite.listen(channel, onPayload);
      return () => stop();
    },
    // PGlite hands a statement's notices to the listeners with its answer: nothing is ever in flight.
    caughtUp: async () => {},
    async notify(channel, payload) {
      await gate.inside(() => root.query('SELECT pg_notify($1, $2)', [channel, payload]));
    },
    close: () => pglite.close(),
  };
}
