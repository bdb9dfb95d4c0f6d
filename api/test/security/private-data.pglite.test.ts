/**
 * What the API keeps on disk is its own account's alone, backups carry no key
 * and are pruned, and a restored database runs with the running instance's keys.
 */
import assert from 'node:assert/strict';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp, prepareDatabase } from '../../src/app.ts';
import { restoreDatabase } from '../../src/core/db/restore/restore-database.ts';
import { createPgliteDatabase } from '../../src/core/db/pglite-database.ts';
import { DEMO_PASSWORD } from '../../src/core/db/seed/demo-accounts.ts';
import { multipart, PDF } from '../../src/features/files/multipart.ts';
import { ACCOUNTS, copyOfSeededDatabase, ORIGIN, testConfig } from '../helper.ts';

/** Every folder and file under `dir` with a mode other than 0700 (folders) or 0600 (files). */
async function notPrivate(dir: string): Promise<string[]> {
  const found: string[] = [];
  const visit = async (at: string) => {
    const info = await stat(at);
    const mode = info.mode & 0o777;
    if (mode !== (info.isDirectory() ? 0o700 : 0o600)) found.push(`${path.relative(dir, at) || '.'} ${mode.toString(8)}`);
    if (info.isDirectory()) for (const name of await readdir(at)) await visit(path.join(at, name));
  };
  await visit(dir);
  return found;
}

/** Opens every folder and file under `dir` to everyone, as an install made under a lax umask would have left them. */
async function openToEveryone(dir: string): Promise<void> {
  await chmod(dir, 0o777);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const inside = path.join(dir, entry.name);
    if (entry.isDirectory()) await openToEveryone(inside);
    else await chmod(inside, 0o666);
  }
}

async function start(config: ReturnType<typeof testConfig>): Promise<FastifyInstance> {
  const app = await buildApp(config, await prepareDatabase(config));
  await app.ready();
  after(() => app.close());
  return app;
}

async function login(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/login', headers: { origin: ORIGIN }, payload: { username: email, password: DEMO_PASSWORD } });
  const token = response.cookies.find((cookie) => cookie.name === 'BEARER')?.value;
  if (!token) throw new Error(`login failed: ${response.statusCode}`);
  return token;
}

const asUser = (app: FastifyInstance, token: string, request: { method: 'GET' | 'POST'; url: string; payload?: Buffer; headers?: Record<string, string> }) =>
  app.inject({ ...request, headers: { origin: ORIGIN, ...request.headers }, cookies: { BEARER: token } });

const dataDir = await copyOfSeededDatabase();
const restoredDir = await mkdtemp(path.join(os.tmpdir(), 'portal-restored-'));
after(() => Promise.all([rm(dataDir, { recursive: true, force: true }), rm(restoredDir, { recursive: true, force: true })]));

const config = { ...testConfig(dataDir), backupKeep: 2 };
const OLD_BACKUPS = ['portal-20200101-000000.sql.gz', 'portal-20200102-000000.sql.gz', 'portal-20200103-000000.sql.gz'];
await mkdir(config.backupDir, { recursive: true });
for (const name of OLD_BACKUPS) await writeFile(path.join(config.backupDir, name), '');
await openToEveryone(dataDir);
// From here on, whatever the API creates gets exactly the modes it sets itself.
const umask = process.umask(0);
after(() => process.umask(umask));

const app = await start(config);
const sysAdminToken = await login(app, ACCOUNTS.sysAdmin);

describe('private data on disk', () => {
  test('the data folder, the keys file and uploads are readable by the API account only', async () => {
    const [task] = await app.db.query<{ id: number }>('SELECT id FROM tasks WHERE NOT deleted ORDER BY id LIMIT 1');
    const attachment = await multipart({ entity: 'Task', entityId: task?.id, file: { name: 'a.pdf', type: 'application/pdf', bytes: PDF } });
    const uploaded = await asUser(app, await login(app, ACCOUNTS.admin), { method: 'POST', url: '/api/media_objects', ...attachment });
    assert.equal(uploaded.statusCode, 201, uploaded.body);
    assert.deepEqual(await notPrivate(dataDir), []);
  });

  test('a backup carries no key and no reset token, is private, and only the newest backups are kept', async () => {
    const started = await asUser(app, sysAdminToken, { method: 'POST', url: '/api/database_backup' });
    assert.equal(started.statusCode, 202, started.body);
    let run = started.json();
    while (run.status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 100));
      run = (await asUser(app, sysAdminToken, { method: 'GET', url: `/api/database_backups/${run.id}/log` })).json();
    }
    assert.equal(run.status, 'done', run.log.join('\n'));
    assert.deepEqual((await readdir(config.backupDir)).sort(), [OLD_BACKUPS[2], run.fileName]);
    assert.deepEqual(await notPrivate(config.backupDir), []);

    const dump = gunzipSync(await readFile(path.join(config.backupDir, run.fileName))).toString('utf8');
    const keys = Object.values(JSON.parse(await readFile(config.keysFile, 'utf8')) as Record<string, string>);
    assert.equal(keys.length, 3);
    for (const key of keys) assert.ok(!dump.includes(key), 'a key is in the backup');
    assert.doesNotMatch(dump, /server_secrets/);
    assert.doesNotMatch(dump, /INSERT INTO public\.password_reset_tokens/);
  });

  test('a database restored from the backup runs with the running keys: a session signed before still holds', async () => {
    const [file] = (await readdir(config.backupDir)).sort().reverse();
    const target = await createPgliteDatabase(restoredDir);
    try {
      await restoreDatabase(target, path.join(config.backupDir, file ?? ''));
    } finally {
      await target.close();
    }
    const restored = await start({ ...config, dataDir: restoredDir, backupDir: path.join(restoredDir, 'backups') });
    const answer = await asUser(restored, sysAdminToken, { method: 'GET', url: '/api/notifications' });
    assert.equal(answer.statusCode, 200, answer.body);
  });
});

test('keys an older database kept are moved to the keys file, and the database keeps none', async () => {
  const olderDir = await copyOfSeededDatabase();
  after(() => rm(olderDir, { recursive: true, force: true }));
  const older = await createPgliteDatabase(olderDir);
  await older.exec(`CREATE TABLE server_secrets (name text PRIMARY KEY, value text NOT NULL);
    INSERT INTO server_secrets VALUES ('jwt_secret', 'older-session-key'), ('mercure_jwt_secret', 'older-hub-key'), ('inbox_secret_key', 'older-inbox-key');`);
  await older.close();
  const keysFile = path.join(olderDir, 'moved-keys.json');
  const { db, keys } = await prepareDatabase({ ...testConfig(olderDir), keysFile });
  try {
    assert.deepEqual(keys, { sessionSecret: 'older-session-key', subscriberSecret: 'older-hub-key', inboxSecretKey: 'older-inbox-key' });
    assert.deepEqual(await db.query(`SELECT to_regclass('public.server_secrets') AS found`), [{ found: null }]);
    assert.equal((await stat(keysFile)).mode & 0o777, 0o600);
  } finally {
    await db.close();
  }
});
