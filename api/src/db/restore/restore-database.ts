import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { Database } from '../database.ts';

export class RestoreRefused extends Error {}

/**
 * Lines that only psql understands or only newer servers accept: the
 * `\restrict` guards of recent pg_dump versions (they protect psql from
 * meta-commands; the script goes straight to the server here, where there are
 * none) and a setting that restates a default.
 */
const NOT_FOR_THE_SERVER = /^(?:\\(?:un)?restrict \S+|SET transaction_timeout = 0;)$/gm;

/**
 * Loads a gzip-compressed SQL dump (as made by POST /api/database_backup) into
 * an empty database, in one transaction: a failure leaves the database empty.
 */
export async function restoreDatabase(db: Database, dumpFile: string): Promise<{ tables: number }> {
  const [existing] = await db.query<{ tables: number }>(`SELECT count(*)::integer AS tables FROM pg_tables WHERE schemaname = 'public'`);
  if ((existing?.tables ?? 0) > 0) throw new RestoreRefused(`The target database is not empty (${existing?.tables} tables); restore only into a new, empty one.`);
  const script = (await promisify(gunzip)(await readFile(dumpFile))).toString('utf8').replace(NOT_FOR_THE_SERVER, '');
  await db.transaction((tx) => tx.exec(script));
  const [restored] = await db.query<{ tables: number }>(`SELECT count(*)::integer AS tables FROM pg_tables WHERE schemaname = 'public'`);
  return { tables: restored?.tables ?? 0 };
}
