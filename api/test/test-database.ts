/**
 * One database per test app, copied from a template migrated and seeded once:
 * a folder copy for embedded PGlite, `CREATE DATABASE … TEMPLATE …` on the
 * PostgreSQL server named by DATABASE_URL (then the URL's database is only
 * used to create and drop the others).
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { appendFile, cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { prepareDatabase } from '../src/app.ts';
import type { AppConfig } from '../src/core/config.ts';
import { createDatabase } from '../src/core/db/create-database.ts';
import { migrate } from '../src/core/db/migrate.ts';

const srcDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');
const SEED_SOURCE = /\.(ts|sql)$/;
/** A feature's demo data (`demoSeeds`): `demo-*.ts` files and what a `demo-work/` folder holds. */
const FEATURE_DEMO_SEED = /(^|\/)demo-/;
const TEMPLATE_LOCK_KEY = 748_201_399;
let created = 0;
/**
 * PGlite zeroes its shared memory at every start, and touching fresh memory is the dear part (about
 * 6 ms of CPU a megabyte): 128 MB of shared buffers cost a test app about 0.7 s before its first
 * query, 32 MB still 0.2 s more than 8 MB. A test reads a small part of a demo database of under
 * 30 MB, and a page the buffers let go is read again from the system's file cache.
 */
const PGLITE_TEST_SETTINGS = '\n# Test copies only (test/test-database.ts)\nshared_buffers = 8MB\n';

/**
 * Every test app copies the template's write-ahead log, one segment of 16 MB at PostgreSQL's
 * default, for a log the copy never replays; the copy's CPU time follows its bytes (0.5 s for
 * 44 MB). With 1 MB segments, the recycled ones included, the copy is 36 MB.
 */
const PGLITE_TEMPLATE_INITDB = ['--wal-segsize=1'];

/**
 * The template is keyed by the migration and seed sources (core's and the features' demo data), so changing either rebuilds it; only
 * sources count, so tests run from compiled files (test/run-tests.mjs) share the template.
 */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256').update(PGLITE_TEST_SETTINGS).update(PGLITE_TEMPLATE_INITDB.join(' '));
  for (const folder of ['core/db/migrations', 'core/db/seed', 'features']) {
    const found = await readdir(path.join(srcDir, folder), { recursive: true });
    const sources = found.filter((file) => SEED_SOURCE.test(file) && (folder !== 'features' || FEATURE_DEMO_SEED.test(file))).sort();
    for (const file of sources) hash.update(file).update(await readFile(path.join(srcDir, folder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The server URL with another database name. */
export function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs `work` with a connection to the server's maintenance database. */
export async function withServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Test processes start together and would each build the missing template (some 20 s of CPU):
 * one builds it under a lock file holding its process id, the others wait; a lock whose process
 * is gone (an interrupted run) is taken over.
 */
async function whileHoldingLock(lock: string, work: () => Promise<void>): Promise<void> {
  for (;;) {
    try {
      await writeFile(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(await readFile(lock, 'utf8').catch(() => ''));
      if (owner && !isRunning(owner)) await rm(lock, { force: true });
      else await setTimeout(250);
    }
  }
  try {
    await work();
  } finally {
    await rm(lock, { force: true });
  }
}

/** Where the PGlite templates of the current migrations and seed live: seeded, and as it was after migrating, before seeding. */
async function pgliteTemplates(): Promise<{ seeded: string; migrated: string }> {
  const seeded = path.join(os.tmpdir(), `portal-api-test-template-${await templateKey()}`);
  return { seeded, migrated: `${seeded}-migrated` };
}

/**
 * Builds whichever template is missing in one step: migrates an empty database from scratch (so every
 * pass that builds the templates still runs every migration on an empty database), keeps a copy of it
 * as the migrated template, then seeds it into the seeded one.
 */
async function buildPgliteTemplates({ seeded, migrated }: { seeded: string; migrated: string }, config: (dataDir: string) => AppConfig): Promise<void> {
  const needsSeeded = !existsSync(seeded);
  const needsMigrated = !existsSync(migrated);
  if (!needsSeeded && !needsMigrated) return;
  const building = `${seeded}.${process.pid}`;
  const buildingMigrated = `${migrated}.${process.pid}`;
  await rm(building, { recursive: true, force: true });
  await rm(buildingMigrated, { recursive: true, force: true });
  await (await PGlite.create(building, { initDbStartParams: PGLITE_TEMPLATE_INITDB })).close();
  const db = await createDatabase(config(building));
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
  if (needsMigrated) {
    await promisify(execFile)('cp', ['-a', building, buildingMigrated]);
    await appendFile(path.join(buildingMigrated, 'postgresql.conf'), PGLITE_TEST_SETTINGS);
    await rename(buildingMigrated, migrated);
  }
  if (!needsSeeded) {
    await rm(building, { recursive: true, force: true });
    return;
  }
  // Its migrations are all applied: prepareDatabase finds none to run, then seeds (the demo included: the tests' SEED=demo).
  const prepared = await prepareDatabase(config(building));
  await prepared.db.close();
  await appendFile(path.join(building, 'postgresql.conf'), PGLITE_TEST_SETTINGS);
  await rename(building, seeded);
}

async function copyOf(template: string): Promise<{ dataDir: string; databaseUrl: undefined }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-api-test-'));
  // The system's cp copies the template's thousand-odd files with less than half the CPU time of fs.cp.
  await promisify(execFile)('cp', ['-a', `${template}/.`, dataDir]);
  return { dataDir, databaseUrl: undefined };
}

async function pgliteTemplate(which: 'seeded' | 'migrated', config: (dataDir: string) => AppConfig): Promise<string> {
  const templates = await pgliteTemplates();
  if (!existsSync(templates[which])) await whileHoldingLock(`${templates.seeded}.lock`, () => buildPgliteTemplates(templates, config));
  return templates[which];
}

/** A private copy of the seeded PGlite template (its folder with the demo files), whatever DATABASE_URL says. */
export async function pgliteCopy(config: (dataDir: string) => AppConfig): Promise<{ dataDir: string; databaseUrl: undefined }> {
  return copyOf(await pgliteTemplate('seeded', config));
}

/**
 * A private copy of the PGlite template as it was after its migrations, before any seeding: no reference
 * data, no users, no keys file. `config` only builds the templates when they are missing.
 */
export async function pgliteMigratedCopy(config: (dataDir: string) => AppConfig): Promise<{ dataDir: string; databaseUrl: undefined }> {
  return copyOf(await pgliteTemplate('migrated', config));
}

async function postgresCopy(serverUrl: string, config: (dataDir: string) => AppConfig): Promise<{ dataDir: string; databaseUrl: string }> {
  const template = `portal_template_${await templateKey()}`;
  const name = `portal_test_${process.pid}_${++created}`;
  // The demo data's files live beside the database: the template keeps its own, and each copy gets them.
  const templateFiles = path.join(os.tmpdir(), `portal-api-test-template-files-${template}`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-api-test-'));
  await withServer(serverUrl, async (client) => {
    // Test files may run in parallel: one builds the template, the others wait for it.
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    const { rows } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (rows.length === 0) {
      await rm(templateFiles, { recursive: true, force: true });
      await client.query(`CREATE DATABASE "${template}"`);
      const { db } = await prepareDatabase({ ...config(templateFiles), databaseUrl: databaseUrlFor(serverUrl, template) });
      await db.close();
    }
    if (existsSync(templateFiles)) await cp(templateFiles, dataDir, { recursive: true });
    await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
  });
  return { dataDir, databaseUrl: databaseUrlFor(serverUrl, name) };
}

/** A fresh seeded database for one test app, and how to remove it afterwards. */
export async function freshTestDatabase(config: (dataDir: string) => AppConfig) {
  const serverUrl = process.env.DATABASE_URL;
  const copy = serverUrl ? await postgresCopy(serverUrl, config) : await pgliteCopy(config);
  return {
    ...copy,
    async remove(): Promise<void> {
      if (serverUrl && copy.databaseUrl) {
        const name = new URL(copy.databaseUrl).pathname.slice(1);
        await withServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
      }
      await rm(copy.dataDir, { recursive: true, force: true });
    },
  };
}
