import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Database } from '../../core/db/database.ts';
import { createPgDatabase } from '../../core/db/pg-database.ts';
import { createPgliteDatabase } from '../../core/db/pglite-database.ts';
import { nodeArgsFor } from '../../../test/cli-command.ts';
import { ACCOUNTS, buildTestApp, members } from '../../../test/helper.ts';
import { databaseUrlFor, withServer } from '../../../test/test-database.ts';
import { tableChecksums } from './table-checksums.ts';

const { app, injectWithLogin } = await buildTestApp();
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const backupDir = path.join(path.dirname(app.fileStorage.directory), 'backups');

const startBackup = (email: string) => injectWithLogin(email, { method: 'POST', url: '/api/database_backup' });
const get = (email: string, url: string) => injectWithLogin(email, { method: 'GET', url });

/** Follows the run's log the way the screen does, until it is no longer running. */
async function waitForRun(id: number) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const run = (await get(ACCOUNTS.sysAdmin, `/api/database_backups/${id}/log`)).json();
    if (run.status !== 'running') return run;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`backup ${id} still running`);
}

/** A new, empty database on the engine the app runs on: a PGlite folder, or a database on the same PostgreSQL server. */
async function emptyDatabase(): Promise<{ env: NodeJS.ProcessEnv; open: () => Promise<Database> }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-restore-test-'));
  after(() => rm(dataDir, { recursive: true, force: true }));
  const serverUrl = process.env.DATABASE_URL;
  if (app.db.kind === 'pglite' || !serverUrl) return { env: { DATA_DIR: dataDir }, open: () => createPgliteDatabase(dataDir) };
  const name = `portal_restore_${process.pid}`;
  await withServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name}`).then(() => client.query(`CREATE DATABASE ${name}`)));
  after(() => withServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)));
  const databaseUrl = databaseUrlFor(serverUrl, name);
  return { env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, open: () => Promise.resolve(createPgDatabase(databaseUrl)) };
}

const restore = (file: string, env: NodeJS.ProcessEnv) =>
  promisify(execFile)(process.execPath, [...nodeArgsFor('src/core/db/restore/run-restore.ts'), '--', file], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH, ...env },
  });

/**
 * Rows the dump must carry exactly: awkward types and values, NULLs, an
 * identity with a gap, a generated column, tables longer than one batch, and
 * each way to page a table (one-column key, two-column key, no key).
 */
const AWKWARD_TABLES = `
  CREATE TYPE backup_mood AS ENUM ('calm', 'it''s; odd');
  CREATE TABLE backup_awkward (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY, raw bytea, at timestamptz, day date, span interval, tags text[], grid integer[],
    doc jsonb, doc_text json, ratio float8, amount numeric, mood backup_mood, moods backup_mood[], note text, uid uuid,
    twice integer GENERATED ALWAYS AS (id * 2) STORED);
  INSERT INTO backup_awkward (raw, at, day, span, tags, grid, doc, doc_text, ratio, amount, mood, moods, note, uid) VALUES
    ('\\x00ff27', '2024-03-31 01:59:59.123456+00', 'infinity', '1 day 02:03:04.5', ARRAY['a,b', NULL, '', 'q"uote', E'back\\\\slash', 'NULL', '$$;--'],
     '{{1,2},{3,NULL}}', 'null', ' {"a" : 1,  "a":2} ', 0.1::float8 + 0.2, 1.000, 'it''s; odd', '{calm,"it''s; odd"}',
     E'line\\nnext; it''s \\\\ $$ -- /* ''', gen_random_uuid()),
    (NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
    ('\\x', '-infinity', '0001-01-01 BC', '-1 mons', '{}', '{}', '"str"', '"s"', 'NaN', 'NaN', 'calm', '{}', '', NULL),
    (NULL, now(), now(), NULL, ARRAY[NULL]::text[], NULL, '{"x": [null, "é\\n"]}', 'null', '5e-324', 1e40, NULL, ARRAY[NULL]::backup_mood[], 'é ñ 漢字 🙂', NULL);
  INSERT INTO backup_awkward (note) SELECT 'row ' || n FROM generate_series(1, 20000) n;
  DELETE FROM backup_awkward WHERE id IN (7, 20004);
  CREATE TABLE backup_pairs (name text, at timestamptz, PRIMARY KEY (name, at));
  INSERT INTO backup_pairs SELECT 'n' || (n % 3), timestamptz '2026-01-01' + n * interval '1.5 seconds' FROM generate_series(1, 10500) n;
  CREATE TABLE backup_heap (note text);
  INSERT INTO backup_heap SELECT CASE WHEN n % 1000 = 0 THEN NULL ELSE 'heap ' || n END FROM generate_series(1, 10500) n;`;

const target = await emptyDatabase();

describe('database backups', () => {
  test('only admins and system admins start or see backups', async () => {
    for (const email of [ACCOUNTS.techManager, ACCOUNTS.inspector, ACCOUNTS.ana]) {
      assert.equal((await startBackup(email)).statusCode, 403, email);
      assert.equal((await get(email, '/api/database_backups')).statusCode, 403, email);
    }
    assert.equal((await get(ACCOUNTS.admin, '/api/database_backups')).statusCode, 200);
  });

  test('a backup of the demo database restores into a new one with every table equal', async (t) => {
    await app.db.exec(AWKWARD_TABLES);
    const started = await startBackup(ACCOUNTS.sysAdmin);
    assert.equal(started.statusCode, 202, started.body);
    const { id, fileName } = started.json();
    assert.equal(started.headers.location, `/api/database_backups/${id}/log`);
    const run = await waitForRun(id);
    assert.equal(run.status, 'done', run.log.join('\n'));
    assert.match(run.log.at(-1), new RegExp(`^Copia de seguridad completada: ${fileName.replace(/\./g, '\\.')}`));
    // No connection string or password parameter; pg_dump's own lines name tables such as password_reset_tokens, which is fine.
    assert.ok(run.log.every((line: string) => !/postgres(?:ql)?:\/\/|PGPASSWORD|password=/i.test(line)), run.log.join('\n'));
    t.diagnostic(run.log.at(-1));
    // On PGlite the rows are written in batches, table by table, and the log says how many.
    if (app.db.kind === 'pglite') assert.ok(run.log.some((line: string) => /^Tabla public\.backup_awkward: 20002 filas \(/.test(line)), run.log.join('\n'));
    const audited = await app.db.query<{ after: { file_name: string } }>(
      "SELECT a.after FROM audit_logs a JOIN users u ON u.id = a.actor_id WHERE a.entity = 'DatabaseBackup' AND a.action = 'create' AND a.entity_id = $1 AND u.email = $2",
      [id, ACCOUNTS.sysAdmin],
    );
    assert.deepEqual(audited.map((entry) => entry.after.file_name), [fileName]);

    const listed = members(await get(ACCOUNTS.admin, '/api/database_backups')) as unknown as { name: string; size: number }[];
    const file = path.join(backupDir, fileName);
    assert.deepEqual(listed.find((one) => one.name === fileName)?.size, (await stat(file)).size);
    assert.equal(run.size, (await stat(file)).size);

    const tooSoon = await startBackup(ACCOUNTS.admin);
    assert.equal(tooSoon.statusCode, 429);
    assert.equal(tooSoon.json().error, 'Solo se puede hacer una copia de seguridad por minuto. Inténtelo de nuevo en un momento.');

    const source = await tableChecksums(app.db, ['database_backups']);
    const restoring = performance.now();
    const { stdout } = await restore(file, target.env);
    t.diagnostic(`restore CLI: ${stdout.trim()} (${Math.round(performance.now() - restoring)} ms with process start)`);
    const restored = await target.open();
    try {
      assert.deepEqual(await tableChecksums(restored, ['database_backups']), source);
      assert.ok(Object.keys(source).length > 30);
      assert.deepEqual(await restored.query('SELECT id FROM database_backups'), []);
    } finally {
      await restored.close();
    }

    const refused = await restore(file, target.env).then(
      () => assert.fail('a restore into a non-empty database must fail'),
      (error: { code: number; stderr: string }) => error,
    );
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /The target database is not empty/);
  });

  test('one backup at a time across instances: a running one elsewhere gives 409; a stale one no longer blocks', async () => {
    await app.db.query(`UPDATE database_backups SET started_at = now() - interval '2 minutes'`);
    await app.db.query(`INSERT INTO database_backups (file_name) VALUES ('portal-other-instance.sql.gz')`);
    const busy = await startBackup(ACCOUNTS.admin);
    assert.equal(busy.statusCode, 409);
    assert.equal(busy.json().error, 'Ya hay una copia de seguridad en curso.');

    await app.db.query(`UPDATE database_backups SET started_at = now() - interval '2 hours' WHERE status = 'running'`);
    const next = await startBackup(ACCOUNTS.admin);
    assert.equal(next.statusCode, 202, next.body);
    assert.equal((await waitForRun(next.json().id)).status, 'done');
    const [stale] = await app.db.query<{ status: string }>(`SELECT status FROM database_backups WHERE file_name = 'portal-other-instance.sql.gz'`);
    assert.equal(stale?.status, 'failed');
  });
});
