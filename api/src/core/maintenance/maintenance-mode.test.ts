import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp } from '../../../test/helper.ts';
import { errorOf } from '../../../test/fixtures/organisation-lookup.ts';
import { timeFixtures } from '../../../test/fixtures/time-fixtures.ts';
import { liveFeeds } from '../../../test/live-feed.ts';

const { app, injectWithLogin } = await buildTestApp();
const fixtures = timeFixtures(app);
const subscribe = await liveFeeds(app);

const MAINTENANCE_TEXT = 'El portal está en mantenimiento. Vuelva a intentarlo más tarde.';
const switchMaintenance = (email: string, data: string) => injectWithLogin(email, { method: 'PUT', url: '/api/configurations/1', payload: { data, value: [] } });
const flag = async () => (await injectWithLogin(ACCOUNTS.ana, { method: 'GET', url: '/api/configurations/1' })).json().data;
const toggleClock = (email: string, id: number) => injectWithLogin(email, { method: 'PUT', url: `/api/task/${id}/timeWorking2`, payload: { tzOffset: -60 } });
const idOf = async (email: string) => (await app.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]))[0]?.id;
const renameProfile = async (email: string, name: string) => injectWithLogin(email, { method: 'PUT', url: `/api/users/${await idOf(email)}`, payload: { name } });

afterEach(async () => {
  await app.db.query("UPDATE configurations SET data = '0' WHERE id = 1");
  await app.db.query('UPDATE work_time_histories SET ended_at = greatest(now(), started_at) WHERE ended_at IS NULL');
});

describe('maintenance mode (client_maintenance)', () => {
  test('only admins switch it, with data "1" or "0"; anyone else is refused and nothing changes', async () => {
    for (const email of [ACCOUNTS.sysAdmin, ACCOUNTS.techManager, ACCOUNTS.inspector, ACCOUNTS.ana]) {
      assert.equal((await switchMaintenance(email, '1')).statusCode, 403, email);
    }
    assert.equal(await flag(), '0');
    const invalid = await switchMaintenance(ACCOUNTS.admin, 'yes');
    assert.equal(invalid.statusCode, 422);
    assert.equal(errorOf(invalid), 'El valor debe ser "1" o "0"');
    const on = await switchMaintenance(ACCOUNTS.admin, '1');
    assert.equal(on.statusCode, 200, on.body);
    assert.equal(await flag(), '1');
    assert.equal((await switchMaintenance(ACCOUNTS.admin, '0')).statusCode, 200);
    assert.equal(await flag(), '0');
    assert.equal((await injectWithLogin(ACCOUNTS.admin, { method: 'DELETE', url: '/api/configurations/1' })).statusCode, 403);
  });

  test('while on, non-admin writes get a 503 with the Spanish text and change nothing; reads and admins keep working', async () => {
    assert.equal((await switchMaintenance(ACCOUNTS.admin, '1')).statusCode, 200);
    const refused = await renameProfile(ACCOUNTS.ana, 'Ana Mantenimiento');
    assert.equal(refused.statusCode, 503);
    assert.equal(errorOf(refused), MAINTENANCE_TEXT);
    const [ana] = await app.db.query<{ name: string }>('SELECT name FROM users WHERE email = $1', [ACCOUNTS.ana]);
    assert.notEqual(ana?.name, 'Ana Mantenimiento');
    assert.equal((await injectWithLogin(ACCOUNTS.ana, { method: 'GET', url: `/api/users/${await idOf(ACCOUNTS.ana)}` })).statusCode, 200);
    assert.equal((await injectWithLogin(ACCOUNTS.sysAdmin, { method: 'GET', url: '/api/configurations' })).statusCode, 200);
    const adminWrite = await renameProfile(ACCOUNTS.admin, 'Administración');
    assert.equal(adminWrite.statusCode, 200, adminWrite.body);
    assert.equal((await switchMaintenance(ACCOUNTS.admin, '0')).statusCode, 200);
    assert.notEqual((await renameProfile(ACCOUNTS.ana, 'Ana García')).statusCode, 503);
  });

  test('a running clock can still be paused, but no clock starts', async () => {
    const id = await fixtures.task('Soporte', 'Revisión en mantenimiento');
    const running = await toggleClock(ACCOUNTS.ana, id);
    assert.equal(running.statusCode, 200, running.body);
    assert.equal((await switchMaintenance(ACCOUNTS.admin, '1')).statusCode, 200);
    const paused = await toggleClock(ACCOUNTS.ana, id);
    assert.equal(paused.statusCode, 200, paused.body);
    assert.equal(paused.json().entity.running, false);
    const started = await toggleClock(ACCOUNTS.ana, id);
    assert.equal(started.statusCode, 503);
    assert.equal(errorOf(started), MAINTENANCE_TEXT);
  });

  test('a switch made elsewhere (another instance, straight in the database) is seen by the next write', async () => {
    assert.notEqual((await renameProfile(ACCOUNTS.ana, 'Ana García')).statusCode, 503);
    await app.db.query("UPDATE configurations SET data = '1' WHERE id = 1");
    assert.equal((await renameProfile(ACCOUNTS.ana, 'Ana García')).statusCode, 503);
  });

  test('the switch reaches every signed-in person live', async () => {
    const ana = await subscribe(ACCOUNTS.ana);
    try {
      assert.equal((await switchMaintenance(ACCOUNTS.admin, '1')).statusCode, 200);
      assert.ok(await ana.received('"data":"1"'));
    } finally {
      await ana.close();
    }
  });
});
