import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp, members } from '../../../test/helper.ts';
import { BACKUP_DOWNLOAD_EVENT } from './database-backups-routes.ts';

const { app, injectWithLogin } = await buildTestApp();
const backupDir = path.join(path.dirname(app.fileStorage.directory), 'backups');
const name = 'portal-20261123-054500.sql.gz';
const bytes = randomBytes(70_000);
await mkdir(backupDir, { recursive: true });
await writeFile(path.join(backupDir, name), bytes);
after(() => rm(path.join(backupDir, name), { force: true }));

const download = (email: string, file: string) => injectWithLogin(email, { method: 'GET', url: `/api/database_backups/files/${encodeURIComponent(file)}` });

describe('downloading a database backup', () => {
  test('an admin or a system admin gets the file itself, named as it is kept, and the download is logged', async () => {
    const listed = members(await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: '/api/database_backups' }));
    const entry = listed.find((one) => one.name === name);
    assert.equal(entry?.['@id'], `/api/database_backups/files/${name}`);
    for (const email of [ACCOUNTS.admin, ACCOUNTS.sysAdmin]) {
      const response = await download(email, name);
      assert.equal(response.statusCode, 200, response.body);
      assert.ok(response.rawPayload.equals(bytes), email);
      assert.equal(response.headers['content-type'], 'application/gzip');
      assert.equal(response.headers['content-disposition'], `attachment; filename="${name}"; filename*=UTF-8''${name}`);
      assert.equal(response.headers['cache-control'], 'no-store');
    }
    const events = await app.db.query<{ email: string; data: { file: string } }>(
      'SELECT u.email, e.data FROM app_events e JOIN users u ON u.id = e.user_id WHERE e.name = $1 ORDER BY e.id',
      [BACKUP_DOWNLOAD_EVENT],
    );
    assert.deepEqual(events.map((event) => [event.email, event.data.file]), [[ACCOUNTS.admin, name], [ACCOUNTS.sysAdmin, name]]);
  });

  test('anyone else gets a 403 error document and not a byte of the file', async () => {
    for (const email of [ACCOUNTS.techManager, ACCOUNTS.supportTeamManager, ACCOUNTS.inspector, ACCOUNTS.ana]) {
      const response = await download(email, name);
      assert.equal(response.statusCode, 403, email);
      assert.match(String(response.headers['content-type']), /^application\/(ld\+)?json/);
      assert.equal(response.json()['@type'], 'hydra:Error', response.body);
      assert.ok(!response.rawPayload.includes(bytes.subarray(0, 32)), email);
    }
    const signedOut = await app.inject({ method: 'GET', url: `/api/database_backups/files/${name}` });
    assert.equal(signedOut.statusCode, 401);
  });

  test('a backup that is not there, or a name that is not a backup, is a 404', async () => {
    for (const file of ['portal-20000101-000000.sql.gz', '../portal.db', 'package.json', `${name}.tmp`]) {
      const response = await download(ACCOUNTS.admin, file);
      assert.equal(response.statusCode, 404, file);
      assert.equal(response.json()['@type'], 'hydra:Error', response.body);
    }
  });
});
