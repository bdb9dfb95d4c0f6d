import type { Database } from './database.ts';
import { createPgDatabase } from './pg-database.ts';
import { createPgliteDatabase } from './pglite-database.ts';

export type DatabaseOptions = { databaseUrl?: string | undefined; dataDir: string };

/** PostgreSQL when a URL is given, otherwise embedded PGlite in `dataDir/pglite`. */
export function createDatabase({ databaseUrl, dataDir }: DatabaseOptions): Promise<Database> {
  if (databaseUrl) return Promise.resolve(createPgDatabase(databaseUrl));
  return createPgliteDatabase(dataDir);
}
