import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp } from '../../../test/helper.ts';
import { type TaskFixtures, taskFixtures } from '../../../test/fixtures/task-fixtures.ts';

const testApp = await buildTestApp();
const { app, injectWithLogin } = testApp;
let f: TaskFixtures;
before(async () => {
  f = await taskFixtures(testApp);
});

const decide = (email: string, action: 'authorize' | 'reject', id: number, payload?: object) =>
  injectWithLogin(email, { method: 'POST', url: `/api/admin/${action}/${id}`, ...(payload ? { payload } : {}) });

describe('POST /api/admin/authorize/{id} and /api/admin/reject/{id}', () => {
  test('only the unlock power decides; a decided task answers 409; a rejection reason stays as a message', async () => {
    const incident = await f.createTask(ACCOUNTS.luis, 'Soporte', 'Necesito un segundo monitor', true);
    for (const email of [ACCOUNTS.ana, ACCOUNTS.luis, ACCOUNTS.supportTeamManager, ACCOUNTS.redesManager]) {
      assert.equal((await decide(email, 'reject', incident)).statusCode, 403, email);
      assert.equal((await decide(email, 'authorize', incident)).statusCode, 403, email);
    }
    assert.equal((await f.taskRow(incident)).status_id, 2);

    const rejected = await decide(ACCOUNTS.techManager, 'reject', incident, { reason: ' No hay presupuesto este trimestre ' });
    assert.equal(rejected.statusCode, 200, rejected.body);
    assert.equal(rejected.json().status.id, 3);
    const [note] = await app.db.query<{ message: string; user_id: number }>('SELECT message, user_id FROM task_messages WHERE task_id = $1', [incident]);
    assert.deepEqual(note, { message: 'No hay presupuesto este trimestre', user_id: f.user(ACCOUNTS.techManager) });
    const again = await decide(ACCOUNTS.techManager, 'reject', incident);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().error, 'La tarea no está pendiente de autorización');

    const accepted = await decide(ACCOUNTS.admin, 'authorize', incident);
    assert.equal(accepted.statusCode, 200, accepted.body);
    assert.equal((await f.taskRow(incident)).status_id, 1);
    assert.equal((await decide(ACCOUNTS.admin, 'authorize', incident)).statusCode, 409);
    assert.equal((await decide(ACCOUNTS.admin, 'authorize', 99_999_999)).statusCode, 404);
  });
});

describe('the requester hears of the decision, and rejected tasks can be listed to authorise them after all', () => {
  const noticesOf = (email: string) =>
    app.db.query<{ title: string; message: string }>('SELECT title, message FROM notifications WHERE user_id = $1 ORDER BY id', [f.user(email)]);

  test('a rejection with its reason, then the authorisation, each notify the requester once', async () => {
    const incident = await f.createTask(ACCOUNTS.luis, 'Soporte', 'Portátil nuevo para la guardia', true);
    const before = (await noticesOf(ACCOUNTS.luis)).length;
    assert.equal((await decide(ACCOUNTS.techManager, 'reject', incident, { reason: 'Sin presupuesto' })).statusCode, 200);
    assert.equal((await decide(ACCOUNTS.techManager, 'authorize', incident)).statusCode, 200);
    assert.deepEqual((await noticesOf(ACCOUNTS.luis)).slice(before), [
      { title: 'Solicitud rechazada', message: 'Su solicitud «Portátil nuevo para la guardia» ha sido rechazada: Sin presupuesto' },
      { title: 'Solicitud autorizada', message: 'Su solicitud «Portátil nuevo para la guardia» ha sido autorizada.' },
    ]);
  });

  test('a refused or conflicting decision notifies nobody', async () => {
    const incident = await f.createTask(ACCOUNTS.luis, 'Soporte', 'Silla ergonómica', true);
    const before = (await noticesOf(ACCOUNTS.luis)).length;
    assert.equal((await decide(ACCOUNTS.ana, 'authorize', incident)).statusCode, 403);
    assert.equal((await decide(ACCOUNTS.techManager, 'authorize', incident)).statusCode, 200);
    assert.equal((await decide(ACCOUNTS.admin, 'authorize', incident)).statusCode, 409);
    assert.equal((await noticesOf(ACCOUNTS.luis)).length, before + 1);
  });

  test('getAdminTasks?status=3 lists the rejected tasks in the caller’s scope, the default the requested ones', async () => {
    const requested = await f.createTask(ACCOUNTS.luis, 'Soporte', 'Cambio de teclado', true);
    const rejected = await f.createTask(ACCOUNTS.luis, 'Soporte', 'Segunda pantalla', true);
    assert.equal((await decide(ACCOUNTS.techManager, 'reject', rejected)).statusCode, 200);
    const ids = async (email: string, query = '') =>
      ((await injectWithLogin(email, { method: 'GET', url: `/api/getAdminTasks${query}` })).json()['hydra:member'] as { id: number }[]).map(({ id }) => id);
    const pending = await ids(ACCOUNTS.techManager);
    assert.ok(pending.includes(requested) && !pending.includes(rejected));
    for (const query of ['?status=3', '?status=/api/task_statuses/3']) {
      const listed = await ids(ACCOUNTS.techManager, query);
      assert.ok(listed.includes(rejected) && !listed.includes(requested), query);
    }
    assert.deepEqual(await ids(ACCOUNTS.ana, '?status=3'), []);
  });
});
