import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp, members } from '../../../test/helper.ts';
import { type TaskFixtures, taskFixtures } from '../../../test/fixtures/task-fixtures.ts';

const testApp = await buildTestApp();
const { app, injectWithLogin } = testApp;
let f: TaskFixtures;
before(async () => {
  f = await taskFixtures(testApp);
});

const createSubtask = (email: string, payload: unknown) => injectWithLogin(email, { method: 'POST', url: '/api/subtasks', payload: payload as object });
const get = (email: string, url: string) => injectWithLogin(email, { method: 'GET', url });
const subtaskCount = async (taskId: number) =>
  (await app.db.query<{ count: number }>('SELECT count(*)::integer AS count FROM subtasks WHERE task_id = $1', [taskId]))[0]?.count;

describe('subtasks (N1–N4)', () => {
  test('members and managers of the team create them; the requester and strangers may not, but the requester reads them', async () => {
    const incident = await f.createTask(ACCOUNTS.luis, 'Soporte', 'No puedo imprimir en color', true);
    const laura = f.user('laura.diaz@empresa.es');
    const created = await createSubtask(ACCOUNTS.ana, { task: `/api/tasks/${incident}`, name: ' Revisar driver ', users: [`/api/users/${laura}`] });
    assert.equal(created.statusCode, 201, created.body);
    assert.equal(created.json().name, 'Revisar driver');
    assert.deepEqual(created.json().users, [`/api/users/${laura}`]);
    assert.equal(created.headers.location, created.json()['@id']);
    assert.equal((await createSubtask(ACCOUNTS.supportTeamManager, { task: incident, name: 'Cambiar cartucho' })).statusCode, 201);
    assert.equal((await createSubtask(ACCOUNTS.techManager, { task: incident, name: 'Comprar impresora' })).statusCode, 201);
    for (const email of [ACCOUNTS.luis, 'diego.alvarez@empresa.es']) {
      assert.equal((await createSubtask(email, { task: incident, name: 'Intruso' })).statusCode, 403, email);
    }
    assert.equal(await subtaskCount(incident), 3);

    const listed = members(await get(ACCOUNTS.luis, `/api/appSubtasks?task=${incident}`));
    assert.deepEqual(listed.map((subtask) => subtask.name), ['Revisar driver', 'Cambiar cartucho', 'Comprar impresora']);
    assert.equal((await get(ACCOUNTS.luis, `/api/singleSubtask/${created.json().id}`)).statusCode, 200);
    const internal = await f.createTask(ACCOUNTS.ana, 'Soporte', 'Interna');
    assert.equal((await get(ACCOUNTS.luis, `/api/appSubtasks?task=${internal}`)).statusCode, 404);
    const noTask = await get(ACCOUNTS.ana, '/api/appSubtasks');
    assert.equal(noTask.statusCode, 400);
    assert.equal(noTask.json().error, 'Parámetro incorrecto');
  });

  test('bad bodies answer 400 or 422 in Spanish and create nothing', async () => {
    const id = await f.createTask(ACCOUNTS.ana, 'Soporte', 'Renovar licencias');
    const cases: [unknown, number, string][] = [
      [{ task: id, name: '  ' }, 422, 'El nombre no puede estar vacío'],
      [{ task: id, name: 'Office', users: [f.user(ACCOUNTS.luis)] }, 422, 'El usuario no pertenece al equipo'],
      [{ task: 99_999_999, name: 'Office' }, 422, 'La tarea seleccionada no es válida'],
      [{ task: 'tarea', name: 'Office' }, 400, 'IRI no válida'],
    ];
    for (const [payload, status, message] of cases) {
      const response = await createSubtask(ACCOUNTS.ana, payload);
      assert.equal(response.statusCode, status, response.body);
      assert.equal(response.json().error, message);
    }
    assert.equal((await createSubtask(ACCOUNTS.ana, { name: 'Office' })).statusCode, 400);
    assert.equal(await subtaskCount(id), 0);
  });

  test('patch changes name and assignees; deleting stops running clocks and hides the subtask', async () => {
    const id = await f.createTask(ACCOUNTS.ana, 'Soporte', 'Mudanza de la sala de servidores');
    const subtask = (await createSubtask(ACCOUNTS.ana, { task: id, name: 'Desmontar rack' })).json();
    const url = `/api/subtasks/${subtask.id}`;
    const pablo = f.user('pablo.hernandez@empresa.es');
    const renamed = await f.patch(ACCOUNTS.ana, url, { name: 'Desmontar rack 2', users: [pablo] });
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.deepEqual([renamed.json().name, renamed.json().users], ['Desmontar rack 2', [`/api/users/${pablo}`]]);
    assert.equal((await f.patch(ACCOUNTS.luis, url, { name: 'x' })).statusCode, 403);
    assert.equal((await f.patch(ACCOUNTS.ana, url, { name: ' ' })).json().error, 'El nombre no puede estar vacío');
    assert.equal((await f.patch(ACCOUNTS.ana, url, { users: [f.user(ACCOUNTS.luis)] })).statusCode, 422);
    assert.equal((await app.db.query<{ name: string }>('SELECT name FROM subtasks WHERE id = $1', [subtask.id]))[0]?.name, 'Desmontar rack 2');

    await app.db.query(`INSERT INTO work_time_histories (user_id, subtask_id, started_at) VALUES ($1, $2, now() - interval '10 minutes')`, [pablo, subtask.id]);
    assert.equal((await f.patch(ACCOUNTS.ana, url, { deleted: true })).statusCode, 200);
    const [clock] = await app.db.query<{ ended_at: Date | null }>('SELECT ended_at FROM work_time_histories WHERE subtask_id = $1', [subtask.id]);
    assert.ok(clock?.ended_at);
    assert.equal((await get(ACCOUNTS.ana, `/api/singleSubtask/${subtask.id}`)).statusCode, 404);
    assert.deepEqual(members(await get(ACCOUNTS.ana, `/api/appSubtasks?task=${id}`)), []);
    assert.equal((await f.patch(ACCOUNTS.ana, url, { deleted: false })).statusCode, 403, 'members cannot bring it back');
  });

  test('subtask assignment (M9) adds and removes team members only', async () => {
    const id = await f.createTask(ACCOUNTS.ana, 'Soporte', 'Formación de usuarios');
    const subtask = (await createSubtask(ACCOUNTS.ana, { task: id, name: 'Sesión 1' })).json();
    const laura = f.user('laura.diaz@empresa.es');
    const added = await injectWithLogin(ACCOUNTS.ana, { method: 'GET', url: `/api/subtasks/${subtask.id}/user/${laura}/add` });
    assert.equal(added.statusCode, 200, added.body);
    assert.deepEqual(added.json().users, [`/api/users/${laura}`]);
    const stranger = await injectWithLogin(ACCOUNTS.ana, { method: 'PUT', url: `/api/subtasks/${subtask.id}/user/${f.user(ACCOUNTS.luis)}/add` });
    assert.equal(stranger.json().error, 'El usuario no pertenece al equipo');
    assert.equal((await injectWithLogin(ACCOUNTS.luis, { method: 'PUT', url: `/api/subtasks/${subtask.id}/user/${laura}/remove` })).statusCode, 403);
    assert.equal((await injectWithLogin(ACCOUNTS.ana, { method: 'PUT', url: `/api/subtasks/${subtask.id}/user/${laura}/remove` })).json().users.length, 0);
  });
});
