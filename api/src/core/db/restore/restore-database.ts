import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { Database } from '../database.ts';
import { sqlStatementChunks } from './sql-statement-chunks.ts';

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
 * The script is read as a stream and run a few megabytes of whole statements
 * at a time, so memory stays flat whatever the dump's size.
 */
export async function restoreDatabase(db: Database, dumpFile: string): Promise<{ tables: number }> {
  const [existing] = await db.query<{ tables: number }>(`SELECT count(*)::integer AS tables FROM pg_tables WHERE schemaname = 'public'`);
  if ((existing?.tables ?? 0) > 0) throw new RestoreRefused(`The target database is not empty (${existing?.tables} tables); restore only into a new, empty one.`);
  // A read or unzip error destroys the last stream, which ends the loop below with that error.
  const script = pipeline(createReadStream(dumpFile), createGunzip({ chunkSize: 1 << 20 }), () => undefined).setEncoding('utf8');
  await db.transaction(async (tx) => {
    for await (const statements of sqlStatementChunks(script)) await tx.exec(statements.replace(NOT_FOR_THE_SERVER, ''));
  });
  const [restored] = await db.query<{ tables: number }>(`SELECT count(*)::integer AS tables FROM pg_tables WHERE schemaname = 'public'`);
  return { tables: restored?.tables ?? 0 };
}
