import { existsSync } from 'node:fs';
import { configFromEnv } from '../../config.ts';
import { createDatabase } from '../create-database.ts';
import { RestoreRefused, restoreDatabase } from './restore-database.ts';

/** `pnpm --filter ./api db:restore -- <file.sql.gz>`: into DATABASE_URL, else the PGlite folder DATA_DIR. */
const file = process.argv.slice(2).find((arg) => arg !== '--');
if (!file || !existsSync(file)) {
  console.error('Usage: pnpm --filter ./api db:restore -- <backup.sql.gz>  (target: DATABASE_URL, or the PGlite folder DATA_DIR)');
  process.exit(2);
}
const config = configFromEnv();
const db = await createDatabase(config);
const started = performance.now();
try {
  const { tables } = await restoreDatabase(db, file);
  console.log(`Restored ${tables} tables from ${file} in ${((performance.now() - started) / 1000).toFixed(1)} s into ${config.databaseUrl ? 'the DATABASE_URL database' : config.dataDir}.`);
} catch (error) {
  console.error(error instanceof RestoreRefused ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}
