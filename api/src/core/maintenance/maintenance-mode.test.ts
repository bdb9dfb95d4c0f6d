import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp, ORIGIN } from '../../../test/helper.ts';
import { createPasswordTokens } from '../../features/account-recovery/password-tokens.ts';
import { issueDecisionToken } from '../../features/decisions/decision-tokens.ts';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts.ts';
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
  // The instance hears of a switch made straight in the database by its notice; the next test must not start before it.
  await app.db.caughtUp();
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

  test('a switch made elsewhere (another instance, straight in the database) is seen by the first write after its notice', async () => {
    assert.notEqual((await renameProfile(ACCOUNTS.ana, 'Ana García')).statusCode, 503);
    await app.db.query("UPDATE configurations SET data = '1' WHERE id = 1");
    // The notice comes on the listening connection, a few milliseconds after the commit; a write in between is one made before the switch.
    await app.db.caughtUp();
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

describe('while on, no write but an admin’s gets through, whatever its door', () => {
  test('the contract’s state-changing GETs (assigning someone, removing them) are refused as any write is', async () => {
    const task = await fixtures.task('Soporte', 'Asignación en mantenimiento');
    const subtask = await fixtures.subtask(task, 'Paso en mantenimiento');
    const ana = await idOf(ACCOUNTS.ana);
    assert.equal((await injectWithLogin(ACCOUNTS.ana, { method: 'GET', url: `/api/tasks/${task}/user/${ana}/add` })).statusCode, 200);
    assert.equal((await switchMaintenance(ACCOUNTS.admin, '1')).statusCode, 200);
    for (const [method, url] of [
      ['GET', `/api/tasks/${task}/user/${ana}/remove`],
      ['PUT', `/api/tasks/${task}/user/${ana}/remove`],
      ['GET', `/api/subtasks/${subtask}/user/${ana}/add`],
    ] as const) {
      const refused = await injectWithLogin(ACCOUNTS.ana, { method, url });
      assert.equal(refused.statusCode, 503, `${method} ${url}`);
      assert.equal(errorOf(refused), MAINTENANCE_TEXT);
    }
    const assigned = async (table: string, column: string, id: number) =>
      (await app.db.query(`SELECT 1 FROM ${table} WHERE ${column} = $1 AND user_id = $2`, [id, ana])).length;
    assert.equal(await assigned('task_users', 'task_id', task), 1);
    assert.equal(await assigned('subtask_users', 'subtask_id', subtask), 0);
    assert.equal((await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: `/api/tasks/${task}/user/${ana}/remove` })).statusCode, 200);
  });

  test('public writes (a decision link, password and e-mail links) are refused and change nothing; the links work once it is off', async () => {
    const asked = await injectWithLogin(ACCOUNTS.ana, {
      method: 'POST',
      url: '/api/calendar_assignments',
      payload: { type: 1, start: '2029-05-07T00:00:00+02:00', end: '2029-05-07T23:59:00+02:00' },
    });
    assert.equal(asked.statusCode, 201, asked.body);
    const holiday: number = asked.json().id;
    const decisionLink = await issueDecisionToken(app.db, Number(await idOf(ACCOUNTS.techManager)), 'holiday', holiday, 'accept');
    const resetLink = await createPasswordTokens(app.db).issue(Number(await idOf(ACCOUNTS.luis)), 'reset');
    const passwordOf = async () => (await app.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = $1', [ACCOUNTS.luis]))[0]?.password_hash;
    const passwordBefore = await passwordOf();
    const resetJobs = async () => (await app.db.query("SELECT 1 FROM jobs WHERE kind = 'password-reset-mail' AND payload->>'email' = $1", [ACCOUNTS.luis])).length;
    const publicPost = (url: string, payload: object) => app.inject({ method: 'POST', url, headers: { origin: ORIGIN }, payload });
    assert.equal((await switchMaintenance(ACCOUNTS.admin, '1')).statusCode, 200);

    const refusals = [
      await publicPost(`/api/decision_tokens/${decisionLink}`, {}),
      await publicPost('/api/password_reset/request', { email: ACCOUNTS.luis }),
      await publicPost('/api/password_reset/confirm', { token: resetLink, password: 'Mantenimiento2029!' }),
      await publicPost('/api/email_change/confirm', { token: 'e'.repeat(43) }),
      await publicPost('/api/email_change/report', { token: 'e'.repeat(43) }),
    ];
    for (const refused of refusals) {
      assert.equal(refused.statusCode, 503, refused.body);
      assert.equal(errorOf(refused), MAINTENANCE_TEXT);
    }
    const [pending] = await app.db.query<{ managed: boolean }>('SELECT managed FROM calendar_assignments WHERE id = $1', [holiday]);
    assert.equal(pending?.managed, false);
    assert.equal(await resetJobs(), 0);
    assert.equal(await passwordOf(), passwordBefore);
    // Reading a link decides nothing, so it still answers.
    assert.equal((await app.inject({ method: 'GET', url: `/api/decision_tokens/${decisionLink}` })).statusCode, 200);

    assert.equal((await switchMaintenance(ACCOUNTS.admin, '0')).statusCode, 200);
    assert.equal((await publicPost(`/api/decision_tokens/${decisionLink}`, {})).statusCode, 200);
    assert.equal((await app.inject({ method: 'GET', url: `/api/password_reset/check?token=${resetLink}` })).statusCode, 200);
  });

  test('signing in and out still works, so an admin can come in to switch it off', async () => {
    assert.equal((await switchMaintenance(ACCOUNTS.admin, '1')).statusCode, 200);
    const signedIn = await app.inject({ method: 'POST', url: '/api/login', headers: { origin: ORIGIN }, payload: { username: ACCOUNTS.luis, password: DEMO_PASSWORD } });
    assert.equal(signedIn.statusCode, 200, signedIn.body);
    const cookie = signedIn.cookies.find((one) => one.name === 'BEARER')?.value ?? '';
    assert.equal((await app.inject({ method: 'POST', url: '/api/logout', headers: { origin: ORIGIN }, cookies: { BEARER: cookie } })).statusCode, 204);
  });
});
