/**
 * The database backup (POST /api/database_backup's dump) and `db:restore` on
 * the scale dataset (scale-database.ts: 5,000 users, ~1,000,000 periods of
 * work, 0.46 GB of PGlite files): `backup-scale-seconds`, `backup-scale-mb`
 * (the gzip file), `restore-scale-seconds` into a new PGlite folder, with the
 * CPU seconds and peak resident memory of this process beside them. No budget:
 * the issue sets none; these are reference figures.
 *
 * With `BACKUP_BENCH_POSTGRES_URL` (a PostgreSQL server URL whose user may
 * create databases; `PG_BIN_DIR` for its client tools) it also loads the
 * PGlite dump into PostgreSQL, then times pg_dump's backup and its restore.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { printBenchLines } from '../../scripts/bench/report-line.mjs';
import { prepareDatabase } from '../src/app.ts';
import { dumpDatabase } from '../src/features/backup/dump-database.ts';
import type { Database } from '../src/core/db/database.ts';
import { createPgDatabase } from '../src/core/db/pg-database.ts';
import { createPgliteDatabase } from '../src/core/db/pglite-database.ts';
import { restoreDatabase } from '../src/core/db/restore/restore-database.ts';
import { benchConfig, copyOfScaleDatabase } from './scale-database.ts';

type Figure = { name: string; value: number; unit: string };

/** Wall and CPU seconds of `work`. */
async function timed<T>(work: () => Promise<T>): Promise<{ result: T; seconds: number; cpuSeconds: number }> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const result = await work();
  const used = process.cpuUsage(cpu);
  return { result, seconds: (performance.now() - started) / 1000, cpuSeconds: (used.user + used.system) / 1e6 };
}

const peakRssMb = () => process.resourceUsage().maxRSS / 1024;

/** Rows per table of `public`, to check a restore brought every row back. */
async function rowCounts(db: Database): Promise<string> {
  const tables = await db.query<{ name: string }>(`SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`);
  const counts = await Promise.all(tables.map(async ({ name }) => `${name}=${(await db.query<{ n: string }>(`SELECT count(*) AS n FROM public.${name}`))[0]?.n}`));
  return counts.join(' ');
}

function sameRows(source: string, restored: string, what: string) {
  if (source !== restored) throw new Error(`${what}: the restored rows differ\n${source}\n${restored}`);
}

const dumpLog = async (line: string) => console.error(`#   ${line}`);
const folder = await mkdtemp(path.join(os.tmpdir(), 'portal-backup-bench-'));
const copy = await copyOfScaleDatabase();
const figures: Figure[] = [];
try {
  const pgliteDump = path.join(folder, 'pglite.sql.gz');
  const { db } = await prepareDatabase(benchConfig(copy.dataDir, { seed: 'none' }));
  const sourceRows = await rowCounts(db);
  const backup = await timed(() => dumpDatabase({ db, databaseUrl: undefined, pgBinDir: undefined }, pgliteDump, dumpLog));
  const backupPeak = peakRssMb();
  await db.close();

  const restoredDir = path.join(folder, 'restored');
  const restored = await createPgliteDatabase(restoredDir);
  const restore = await timed(() => restoreDatabase(restored, pgliteDump));
  sameRows(sourceRows, await rowCounts(restored), 'PGlite');
  await restored.close();
  figures.push(
    { name: 'backup-scale-seconds', value: backup.seconds, unit: 's' },
    { name: 'backup-scale-cpu-seconds', value: backup.cpuSeconds, unit: 's' },
    { name: 'backup-scale-mb', value: backup.result / 1e6, unit: 'MB' },
    { name: 'backup-scale-peak-rss-mb', value: backupPeak, unit: 'MB' },
    { name: 'restore-scale-seconds', value: restore.seconds, unit: 's' },
    { name: 'restore-scale-cpu-seconds', value: restore.cpuSeconds, unit: 's' },
    // The process's peak so far: the restore's own, as it is above the backup's.
    { name: 'restore-scale-peak-rss-mb', value: peakRssMb(), unit: 'MB' },
  );
  const serverUrl = process.env.BACKUP_BENCH_POSTGRES_URL;
  if (serverUrl) figures.push(...(await onPostgres(serverUrl, pgliteDump, sourceRows)));
} finally {
  await copy.remove();
  await rm(folder, { recursive: true, force: true });
}
printBenchLines(figures);

/** Loads the PGlite dump into a new PostgreSQL database, then backs that up with pg_dump and restores it into another. */
async function onPostgres(serverUrl: string, pgliteDump: string, sourceRows: string): Promise<Figure[]> {
  const names = [`portal_bench_loaded_${process.pid}`, `portal_bench_restored_${process.pid}`];
  const server = new pg.Client({ connectionString: serverUrl });
  await server.connect();
  const urlOf = (name: string) => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  try {
    for (const name of names) await server.query(`CREATE DATABASE ${name}`);
    const [loaded, restored] = names.map((name) => createPgDatabase(urlOf(name))) as [Database, Database];
    const load = await timed(() => restoreDatabase(loaded, pgliteDump));
    sameRows(sourceRows, await rowCounts(loaded), 'PGlite dump into PostgreSQL');
    const pgDumpFile = path.join(path.dirname(pgliteDump), 'postgres.sql.gz');
    const backup = await timed(() => dumpDatabase({ db: loaded, databaseUrl: urlOf(names[0] ?? ''), pgBinDir: process.env.PG_BIN_DIR }, pgDumpFile, async () => {}));
    const restore = await timed(() => restoreDatabase(restored, pgDumpFile));
    sameRows(sourceRows, await rowCounts(restored), 'PostgreSQL');
    await Promise.all([loaded.close(), restored.close()]);
    return [
      { name: 'restore-scale-pglite-dump-into-postgres-seconds', value: load.seconds, unit: 's' },
      { name: 'backup-scale-postgres-seconds', value: backup.seconds, unit: 's' },
      { name: 'backup-scale-postgres-mb', value: backup.result / 1e6, unit: 'MB' },
      { name: 'restore-scale-postgres-seconds', value: restore.seconds, unit: 's' },
    ];
  } finally {
    for (const name of names) await server.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await server.end();
  }
}
