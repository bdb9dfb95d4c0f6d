import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { before, describe, test } from 'node:test';
import { UPLOAD_RULES } from '@portal/shared-api/rules';
import { ACCOUNTS, buildTestApp, members } from '../../../test/helper.ts';
import { multipart, PDF } from '../files/multipart.ts';

const { app, injectWithLogin } = await buildTestApp();

const certificate = { name: 'justificante médico.pdf', type: 'application/pdf', bytes: PDF };
const upload = async (email: string, justificationId: number, file = certificate) =>
  injectWithLogin(email, { method: 'POST', url: '/api/media_objects', ...(await multipart({ entity: 'Justification', entityId: justificationId, file })) });
const download = (email: string, id: number) => injectWithLogin(email, { method: 'GET', url: `/api/files/${id}` });
const readJustification = (email: string, id: number) => injectWithLogin(email, { method: 'GET', url: `/api/justifications/${id}` });
const storedRows = async () => (await app.db.query<{ count: number }>(`SELECT count(*)::integer AS count FROM media_objects`))[0]?.count;
const storedFiles = async () => (await readdir(app.fileStorage.directory).catch(() => [])).length;

async function justify(email: string): Promise<number> {
  const response = await injectWithLogin(email, {
    method: 'POST',
    url: '/api/justifications',
    payload: { start: '2026-10-06T08:00:00+02:00', end: '2026-10-06T15:00:00+02:00', justifiedSeconds: 25_200, reason_id: 2, explanation: 'Consulta' },
  });
  assert.equal(response.statusCode, 201, response.body);
  return response.json().id;
}

let anaJustification = 0;
let fileId = 0;

before(async () => {
  anaJustification = await justify(ACCOUNTS.ana);
});

describe('a justification’s file (a medical certificate)', () => {
  test('the owner uploads it through the media objects route, linked to the justification', async () => {
    const [{ last: liveBefore } = { last: 0 }] = await app.db.query<{ last: number }>('SELECT coalesce(max(id), 0)::integer AS last FROM live_updates');
    const response = await upload(ACCOUNTS.ana, anaJustification);
    assert.equal(response.statusCode, 201, response.body);
    const created = response.json();
    assert.deepEqual([created.entity, created.entityId, created.mimeType, created.task], ['Justification', anaJustification, 'application/pdf', null]);
    fileId = created.id;
    // Those who decide it see the certificate arrive without a reload.
    const [update] = await app.db.query<{ data: string }>('SELECT data FROM live_updates WHERE id > $1 ORDER BY id DESC LIMIT 1', [liveBefore]);
    assert.equal(JSON.parse(String(update?.data))['@id'], `/api/justifications/${anaJustification}`);
    const read = (await readJustification(ACCOUNTS.ana, anaJustification)).json();
    assert.deepEqual([read.file?.id, read.file?.name, read.file?.contentUrl], [fileId, certificate.name, `/api/files/${fileId}`]);
  });

  test('the owner and those who decide their justifications download it; a colleague or another manager gets 404', async () => {
    for (const email of [ACCOUNTS.ana, ACCOUNTS.techManager, ACCOUNTS.redesManager, ACCOUNTS.admin]) {
      const response = await download(email, fileId);
      assert.equal(response.statusCode, 200, `${email}: ${response.body}`);
      assert.deepEqual(response.rawPayload, PDF);
    }
    for (const email of [ACCOUNTS.luis, ACCOUNTS.supportTeamManager, ACCOUNTS.desarrolloManager]) {
      assert.equal((await download(email, fileId)).statusCode, 404, email);
      assert.equal((await injectWithLogin(email, { method: 'GET', url: `/api/media_objects/${fileId}` })).statusCode, 404, email);
    }
  });

  test('the file is shown in the collection to those who may see it, and the justification itself to nobody else', async () => {
    const seenBy = async (email: string) =>
      members(await injectWithLogin(email, { method: 'GET', url: '/api/justifications?status=false' })).find((item) => item.id === anaJustification);
    assert.equal(((await seenBy(ACCOUNTS.techManager))?.file as { id: number } | undefined)?.id, fileId);
    assert.equal(await seenBy(ACCOUNTS.luis), undefined);
    assert.equal((await readJustification(ACCOUNTS.luis, anaJustification)).statusCode, 404);
    const users = members(await injectWithLogin(ACCOUNTS.luis, { method: 'GET', url: '/api/users' }));
    assert.ok(!JSON.stringify(users).includes(`/api/files/${fileId}`), 'a user list leaks the certificate');
  });

  test('a file of a type or size the rules refuse is answered in Spanish and nothing is stored', async () => {
    const [rows, files] = [await storedRows(), await storedFiles()];
    const script = await upload(ACCOUNTS.ana, anaJustification, { name: 'virus.exe', type: 'application/octet-stream', bytes: Buffer.from('MZ\x90\x00binary') });
    assert.equal(script.statusCode, 415, script.body);
    assert.equal(script.json().error, UPLOAD_RULES.attachment.wrongType);
    const huge = await upload(ACCOUNTS.ana, anaJustification, { ...certificate, bytes: Buffer.concat([PDF, Buffer.alloc(UPLOAD_RULES.attachment.maxBytes)]) });
    assert.equal(huge.statusCode, 413, huge.body);
    assert.equal(huge.json().error, UPLOAD_RULES.attachment.tooLarge);
    assert.deepEqual([await storedRows(), await storedFiles()], [rows, files]);
  });

  test('only the owner attaches, and only while the justification is pending', async () => {
    const rows = await storedRows();
    assert.equal((await upload(ACCOUNTS.techManager, anaJustification)).statusCode, 403);
    assert.equal((await upload(ACCOUNTS.luis, anaJustification)).statusCode, 403);
    assert.equal((await upload(ACCOUNTS.ana, 999_999)).statusCode, 404);
    const decided = await justify(ACCOUNTS.ana);
    assert.equal((await injectWithLogin(ACCOUNTS.techManager, { method: 'PUT', url: `/api/approveJustification/${decided}` })).statusCode, 200);
    assert.equal((await upload(ACCOUNTS.ana, decided)).statusCode, 403);
    assert.equal(await storedRows(), rows);
  });
});
