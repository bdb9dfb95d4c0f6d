import { spawn } from 'node:child_process';
import { rename, rm, stat } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Database } from '../../core/db/database.ts';
import { openPrivateFile } from '../../core/file-storage/private-files.ts';
import { dumpPglite } from './dump-pglite.ts';
import { libpqEnvironment, pgTool, redactSecrets } from './postgres-connection.ts';

/**
 * Rows no backup carries: backups in progress (a restored database starts
 * without them) and password reset tokens (secrets, and short-lived). The
 * server's keys are not in the database at all (see core/security/server-keys).
 */
export const TABLES_WITHOUT_DATA = ['database_backups', 'password_reset_tokens'];
/** INSERT statements (as the PGlite dump writes too), so any dump loads as one SQL script, on either engine. */
const PG_DUMP_ARGS = ['--no-owner', '--no-privileges', '--inserts', '--rows-per-insert=500', ...TABLES_WITHOUT_DATA.map((table) => `--exclude-table-data=${table}`)];

export type DumpTarget = { db: Database; databaseUrl: string | undefined; pgBinDir: string | undefined };
export type LogLine = (line: string) => Promise<void>;

/**
 * Writes a gzip-compressed plain SQL dump of the whole database to `file`
 * (first under a temporary name, so a half-written dump is never listed) and
 * returns its size in bytes.
 */
export async function dumpDatabase(target: DumpTarget, file: string, log: LogLine): Promise<number> {
  const partial = `${file}.partial`;
  try {
    if (target.db.pglite) await dumpPglite(target.db.pglite, partial, TABLES_WITHOUT_DATA, log);
    else if (target.databaseUrl) await dumpPostgres(target.databaseUrl, target.pgBinDir, partial, log);
    else throw new Error('No database to dump');
    await rename(partial, file);
    return (await stat(file)).size;
  } finally {
    await rm(partial, { force: true });
  }
}

/** The PostgreSQL client's pg_dump, streamed through gzip; its verbose lines become log lines (without secrets). */
async function dumpPostgres(databaseUrl: string, binDir: string | undefined, file: string, log: LogLine): Promise<void> {
  await log('Volcando la base de datos PostgreSQL con pg_dump…');
  const child = spawn(pgTool(binDir, 'pg_dump'), ['--verbose', '--format=plain', ...PG_DUMP_ARGS], {
    env: { PATH: process.env.PATH, ...libpqEnvironment(databaseUrl) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve(code ?? 1));
  });
  const logged = (async () => {
    for await (const line of createInterface({ input: child.stderr })) await log(redactSecrets(line, databaseUrl));
  })();
  await pipeline(child.stdout, createGzip(), (await openPrivateFile(file)).createWriteStream());
  const code = await exited;
  await logged;
  if (code !== 0) throw new Error(`pg_dump terminó con el código ${code}`);
}
