/** Outside demo mode: no demo accounts, keys from the environment, secure cookies on https, no API docs unless asked. */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { buildApp, prepareDatabase } from '../../src/app.ts';
import { createAdmin } from '../../src/cli/create-admin-account.ts';
import { configFromEnv } from '../../src/core/config.ts';
import { createPgliteDatabase } from '../../src/core/db/pglite-database.ts';
import { DEMO_PASSWORD } from '../../src/core/db/seed/demo-accounts.ts';
import { nodeArgsFor } from '../cli-command.ts';
import { buildTestApp, testConfig } from '../helper.ts';
import { pgliteMigratedCopy } from '../test-database.ts';

const apiRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ORIGIN = 'https://portal.example.com';
const key = (letter: string) => letter.repeat(32);
const productionEnv = { JWT_SECRET: key('j'), MERCURE_JWT_SECRET: key('m'), INBOX_SECRET_KEY: key('i'), APP_ORIGIN: ORIGIN, LOG: '0' };

test('the server refuses to start outside demo mode without its three keys of 32 bytes', () => {
  const dataDir = path.join(os.tmpdir(), `portal-refuse-${process.pid}`);
  const run = spawnSync(process.execPath, nodeArgsFor('src/server.ts'), {
    cwd: apiRoot,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, JWT_SECRET: 'short', LOG: '0' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  assert.equal(run.status, 1);
  for (const name of ['JWT_SECRET', 'MERCURE_JWT_SECRET', 'INBOX_SECRET_KEY']) assert.match(run.stderr, new RegExp(`${name} must be set to at least 32 bytes`));
});

/**
 * The database is a copy of the test template as it was migrated, before any seeding: migrating it from
 * scratch here again would cost some 40 s of CPU, and every pass that builds the templates
 * (test/test-database.ts) still runs every migration on an empty database.
 */
test('an empty database gets no users without SEED=demo; admin:create makes the first admin', async () => {
  const { dataDir } = await pgliteMigratedCopy(testConfig);
  const config = { ...configFromEnv(productionEnv), dataDir, filesDir: path.join(dataDir, 'files') };
  assert.equal(config.secureCookies, true);
  const copy = await createPgliteDatabase(dataDir);
  try {
    const counts = await copy.query('SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM provincias) AS provincias');
    assert.deepEqual(counts, [{ users: 0, provincias: 0 }], 'the copy is migrated, not seeded');
  } finally {
    await copy.close();
  }
  const prepared = await prepareDatabase(config);
  const { db, demoAdded, migrations } = prepared;
  const app = await buildApp(config, prepared);
  after(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  assert.equal(migrations, 0, 'the copy was migrated: the start finds no migration to run');
  assert.equal(demoAdded, false);
  assert.deepEqual(await db.query('SELECT id FROM users'), []);
  assert.ok(((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM provincias'))[0]?.n ?? 0) > 0, 'reference data is there');
  const login = (username: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/login', headers: { origin: ORIGIN }, payload: { username, password } });
  assert.equal((await login('admin@empresa.es', DEMO_PASSWORD)).statusCode, 401);

  await createAdmin(db, 'Jefa@Example.com', 'una-clave-larga');
  await assert.rejects(createAdmin(db, 'jefa@example.com', 'otra-clave-larga'), /already exists/);
  await assert.rejects(createAdmin(db, 'otra@example.com', 'corta'), /at least 8/);
  const response = await login('jefa@example.com', 'una-clave-larga');
  assert.equal(response.statusCode, 200);
  assert.ok(response.json().user.roles.includes('ROLE_ADMIN'));
  for (const cookie of response.cookies) assert.equal(cookie.secure, true, cookie.name);

  assert.equal((await app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode, 404);
  const health = await app.inject({ method: 'GET', url: '/api/health' });
  assert.deepEqual([health.statusCode, health.json()], [200, { status: 'ok' }]);
});

test('API_DOCS=1 serves the OpenAPI document; plain http origins keep cookies without Secure', () => {
  assert.equal(configFromEnv({ API_DOCS: '1' }).apiDocs, true);
  assert.equal(configFromEnv({}).secureCookies, false);
  assert.equal(configFromEnv({ APP_ORIGIN: 'http://127.0.0.1:8080,https://x.example' }).secureCookies, false);
});

test('API responses carry the security headers; files keep their sandbox; docs only with API_DOCS=1', async () => {
  const { app } = await buildTestApp({ apiDocs: true });
  const health = await app.inject({ method: 'GET', url: '/api/health' });
  assert.equal(health.headers['x-content-type-options'], 'nosniff');
  assert.equal(health.headers['referrer-policy'], 'same-origin');
  assert.match(String(health.headers['content-security-policy']), /default-src 'none'.*frame-ancestors 'none'/);
  assert.equal(health.headers['x-frame-options'], 'DENY');
  const docs = await app.inject({ method: 'GET', url: '/api/docs/json' });
  assert.equal(docs.statusCode, 200);
  assert.equal(docs.json().openapi.startsWith('3.'), true);
});
