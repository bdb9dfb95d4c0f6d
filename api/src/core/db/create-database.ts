import { refusingQueriesBesideTransaction } from './beside-transaction.ts';
import type { Database } from './database.ts';
import { createPgDatabase } from './pg-database.ts';
import { createPgliteDatabase } from './pglite-database.ts';

export type DatabaseOptions = { databaseUrl?: string | undefined; databasePoolSize?: number | undefined; dataDir: string };

/** PostgreSQL when a URL is given, otherwise embedded PGlite in `dataDir/pglite`. */
export async function createDatabase({ databaseUrl, databasePoolSize, dataDir }: DatabaseOptions): Promise<Database> {
  return refusingQueriesBesideTransaction(databaseUrl ? createPgDatabase(databaseUrl, databasePoolSize) : await createPgliteDatabase(dataDir));
}
