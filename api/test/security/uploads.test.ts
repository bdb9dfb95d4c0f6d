/** The daily upload quota per user, and the removal of uploads nothing links to. */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ORPHAN_FILES_JOB, removeOrphanFiles } from '../../src/features/files/orphan-cleanup.ts';
import { filesTouchedDuring } from '../files-touched.ts';
import { ACCOUNTS, buildTestApp, members } from '../helper.ts';
import { waitFor } from '../wait-for.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const { app, injectWithLogin } = await buildTestApp({ uploadQuota: { files: 3, bytes: 1024 * 1024 } });

function upload(email: string, entity: string, entityId: number, bytes: Buffer = PNG) {
  const boundary = 'quotaboundary';
  const part = (name: string, value: string) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const payload = Buffer.concat([
    part('entity', entity),
    part('entity_id', String(entityId)),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return injectWithLogin(email, { method: 'POST', url: '/api/media_objects', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
}

const userIdOf = async (email: string) => members(await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: `/api/users?email=${email}` }))[0]?.id ?? 0;
const countOf = async (userId: number) =>
  (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM media_objects WHERE created_by_id = $1', [userId]))[0]?.n;

test('parallel uploads past the daily number of files get a Spanish 429 and write nothing to disk', async () => {
  const luis = await userIdOf(ACCOUNTS.luis);
  const { touched, result: answers } = await filesTouchedDuring(app.fileStorage.directory, () =>
    Promise.all(Array.from({ length: 5 }, () => upload(ACCOUNTS.luis, 'User', luis))),
  );
  assert.equal(touched.length, 3, `only the accepted uploads reach the disk: ${touched}`);
  assert.deepEqual(answers.map((response) => response.statusCode).sort(), [201, 201, 201, 429, 429]);
  const refused = answers.find((response) => response.statusCode === 429);
  assert.equal(refused?.json().error, 'Ha alcanzado el límite de 3 archivos subidos en 24 horas. Inténtelo de nuevo más tarde.');
  assert.equal(await countOf(luis), 3);
});

test('an upload past the daily bytes gets a Spanish 413 and never reaches the disk', async () => {
  const ana = await userIdOf(ACCOUNTS.ana);
  const big = Buffer.concat([PNG, Buffer.alloc(700 * 1024)]);
  assert.equal((await upload(ACCOUNTS.ana, 'User', ana, big)).statusCode, 201);
  const { touched, result: refused } = await filesTouchedDuring(app.fileStorage.directory, () => upload(ACCOUNTS.ana, 'User', ana, big));
  assert.deepEqual(touched, []);
  assert.equal(refused.statusCode, 413);
  assert.equal(refused.json().error, 'Ha alcanzado el límite de 1 MB subidos en 24 horas. Inténtelo de nuevo más tarde.');
  assert.equal(await countOf(ana), 1);
});

test('a file over its size limit is refused before any byte is written', async () => {
  const diego = await userIdOf('diego.alvarez@empresa.es');
  const tooLarge = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
  const { touched, result: refused } = await filesTouchedDuring(app.fileStorage.directory, () => upload(ACCOUNTS.admin, 'User', diego, tooLarge));
  assert.deepEqual(touched, []);
  assert.equal(refused.statusCode, 413);
});

test('uploads nothing links to are removed after a day, rows and bytes; linked and recent ones stay', async () => {
  const inspector = await userIdOf(ACCOUNTS.inspector);
  const ids: number[] = [];
  for (let index = 0; index < 3; index += 1) {
    const response = await upload(ACCOUNTS.inspector, 'User', inspector);
    assert.equal(response.statusCode, 201);
    ids.push(response.json().id);
  }
  const [orphan, avatar, recent] = ids as [number, number, number];
  assert.equal((await injectWithLogin(ACCOUNTS.inspector, { method: 'PUT', url: `/api/users/${inspector}`, payload: { image: `/api/media_objects/${avatar}` } })).statusCode, 200);
  await app.db.query("UPDATE media_objects SET created_at = now() - interval '25 hours' WHERE id = ANY($1)", [[orphan, avatar]]);
  const keyOf = async (id: number) => (await app.db.query<{ storage_key: string }>('SELECT storage_key FROM media_objects WHERE id = $1', [id]))[0]?.storage_key ?? '';
  const orphanFile = path.join(app.fileStorage.directory, await keyOf(orphan));
  assert.ok(existsSync(orphanFile));

  assert.equal(await removeOrphanFiles(app.db, app.fileStorage), 1);
  const left = (await app.db.query<{ id: number }>('SELECT id FROM media_objects WHERE id = ANY($1) ORDER BY id', [ids])).map((row) => row.id);
  assert.deepEqual(left, [avatar, recent]);
  assert.ok(!existsSync(orphanFile));
  const [entry] = await app.db.query<{ actor_id: number | null; action: string }>(
    "SELECT actor_id, action FROM audit_logs WHERE entity = 'MediaObject' AND entity_id = $1",
    [orphan],
  );
  assert.deepEqual(entry, { actor_id: null, action: 'delete' });
  assert.equal(await removeOrphanFiles(app.db, app.fileStorage), 0);
});

test('the cleanup is a daily job of the job runner', async () => {
  const withJobs = (await buildTestApp({ runJobs: true, jobPollMs: 50 })).app;
  assert.ok(withJobs.jobs.kinds().includes(ORPHAN_FILES_JOB));
  const key = await withJobs.fileStorage.save(PNG);
  const [orphan] = await withJobs.db.query<{ id: number }>(
    `INSERT INTO media_objects (name, storage_key, mime_type, size, entity, entity_id, created_by_id, created_at)
     SELECT 'viejo.png', $1, 'image/png', $2, 'User', id, id, now() - interval '2 days' FROM users ORDER BY id LIMIT 1 RETURNING id`,
    [key, PNG.length],
  );
  await withJobs.jobs.enqueue(withJobs.db, ORPHAN_FILES_JOB, { dueAt: new Date().toISOString() });
  // The bytes go just after the row's transaction commits: wait for both.
  const rowGone = async () => (await withJobs.db.query('SELECT 1 FROM media_objects WHERE id = $1', [orphan?.id])).length === 0;
  await waitFor(async () => (await rowGone()) && !existsSync(path.join(withJobs.fileStorage.directory, key)), 10_000, 'the orphan row and bytes to go');
  assert.ok(await rowGone());
});
