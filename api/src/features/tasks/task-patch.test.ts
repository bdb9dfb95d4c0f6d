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

const patchTask = (email: string, id: number, payload: unknown) => f.patch(email, `/api/tasks/${id}`, payload);

describe('PATCH /api/tasks/{id}: member fields', () => {
  test('a member changes name, progress, urgency, assignees and tags; the answer and the database agree', async () => {
    const id = await f.createTask(ACCOUNTS.supportTeamManager, 'Soporte', 'Revisar copias de seguridad');
    const response = await patchTask(ACCOUNTS.ana, id, {
      name: '  Revisar copias nocturnas ',
      progress: 40,
      urgent: true,
      users: [`/api/users/${f.user('pablo.hernandez@empresa.es')}`, f.user(ACCOUNTS.ana)],
      tags: ['/api/tags/16', { '@id': '/api/tags/2' }],
      timeWorking: 99999,
    });
    assert.equal(response.statusCode, 200, response.body);
    const task = response.json();
    assert.equal(task.name, 'Revisar copias nocturnas');
    assert.equal(task.progress, 40);
    assert.equal(task.urgent, true);
    assert.equal(task.timeWorking, 0);
    assert.deepEqual(task.users.sort(), [`/api/users/${f.user(ACCOUNTS.ana)}`, `/api/users/${f.user('pablo.hernandez@empresa.es')}`].sort());
    assert.deepEqual(task.tags.map((tag: { id: number }) => tag.id).sort((a: number, b: number) => a - b), [2, 16]);
    const tagRows = await app.db.query<{ tag_id: number }>('SELECT tag_id FROM task_tags WHERE task_id = $1 ORDER BY tag_id', [id]);
    assert.deepEqual(tagRows.map((row) => row.tag_id), [2, 16]);
  });

  test('someone of another team, a requester, or a colleague of the department who is not in the team gets 403 and nothing changes', async () => {
    const id = await f.createTask(ACCOUNTS.supportTeamManager, 'Soporte', 'Cambiar tóner');
    const incident = await f.createTask(ACCOUNTS.luis, 'Soporte', 'Mi ratón no funciona', true);
    const infra = await f.createTask('diego.alvarez@empresa.es', 'Infraestructura', 'Revisar SAI');
    for (const [email, taskId] of [
      [ACCOUNTS.luis, id],
      [ACCOUNTS.luis, incident],
      [ACCOUNTS.ana, infra],
    ] as const) {
      const before = await f.taskRow(taskId);
      const response = await patchTask(email, taskId, { name: 'Cambiado', progress: 90 });
      assert.equal(response.statusCode, 403, `${email} → ${response.body}`);
      assert.equal(typeof response.json().error, 'string');
      assert.deepEqual(await f.taskRow(taskId), before);
    }
    // Ana reads the neighbouring board's task all the same.
    assert.equal((await injectWithLogin(ACCOUNTS.ana, { method: 'GET', url: `/api/tasks/${infra}` })).statusCode, 200);
  });

  test('bad bodies answer 400 or 422 with a Spanish message and change nothing', async () => {
    const id = await f.createTask(ACCOUNTS.supportTeamManager, 'Soporte', 'Inventario de portátiles');
    const before = await f.taskRow(id);
    const cases: [unknown, number, string?][] = [
      [{ progress: 101 }, 422, 'El progreso debe estar entre 0 y 100'],
      [{ progress: -1 }, 422, 'El progreso debe estar entre 0 y 100'],
      [{ name: '   ' }, 422, 'El asunto no puede estar vacío'],
      [{ users: [f.user(ACCOUNTS.luis)] }, 422, 'El usuario no pertenece al equipo'],
      [{ tags: ['/api/tags/1', '/api/tags/16'] }, 422, 'Solo puede haber una etiqueta de cada tipo'],
      [{ tags: ['/api/tags/99998'] }, 422, 'La etiqueta seleccionada no es válida'],
      [{ progress: 'mucho' }, 400],
      [{ users: ['/api/teams/1'] }, 400, 'IRI no válida'],
      [{ name: 'Nuevo', progress: 200 }, 422, 'El progreso debe estar entre 0 y 100'],
    ];
    for (const [payload, status, message] of cases) {
      const response = await patchTask(ACCOUNTS.ana, id, payload);
      assert.equal(response.statusCode, status, `${JSON.stringify(payload)} → ${response.body}`);
      if (message) assert.equal(response.json().error, message);
    }
    const asRunner: [unknown, number, string][] = [
      [{ status: '/api/task_statuses/99' }, 422, 'El estado seleccionado no es válido'],
      [{ team: `/api/teams/${f.team('Almacén')}` }, 422, 'El equipo seleccionado no es válido'],
    ];
    for (const [payload, status, message] of asRunner) {
      const response = await patchTask(ACCOUNTS.supportTeamManager, id, payload);
      assert.equal(response.statusCode, status, `${JSON.stringify(payload)} → ${response.body}`);
      assert.equal(response.json().error, message);
    }
    assert.deepEqual(await f.taskRow(id), before);
    assert.equal((await patchTask(ACCOUNTS.ana, 99_999_999, { name: 'x' })).statusCode, 404);
  });
});

describe('PATCH /api/tasks/{id}: deleted, store, team and status', () => {
  test('members may not archive, delete or move; the team manager may', async () => {
    const id = await f.createTask(ACCOUNTS.ana, 'Soporte', 'Etiquetar cables');
    for (const payload of [{ store: true }, { deleted: true }, { team: f.team('Infraestructura') }, { status: '/api/task_statuses/4' }]) {
      assert.equal((await patchTask(ACCOUNTS.ana, id, payload)).statusCode, 403, JSON.stringify(payload));
    }
    assert.equal((await f.taskRow(id)).store, false);
    const stored = await patchTask(ACCOUNTS.supportTeamManager, id, { store: true, status: '/api/task_statuses/4' });
    assert.equal(stored.statusCode, 200, stored.body);
    assert.equal(stored.json().store, true);
    assert.equal(stored.json().status.id, 4);
  });

  test('soft delete stops running clocks and hides the task from members, not from those who run the team', async () => {
    const id = await f.createTask(ACCOUNTS.ana, 'Soporte', 'Sustituir switch de la planta 1');
    await app.db.query(`INSERT INTO work_time_histories (user_id, task_id, started_at) VALUES ($1, $2, now() - interval '1 hour')`, [f.user(ACCOUNTS.ana), id]);
    const response = await patchTask(ACCOUNTS.supportTeamManager, id, { deleted: true });
    assert.equal(response.statusCode, 200, response.body);
    const [clock] = await app.db.query<{ ended_at: Date | null }>('SELECT ended_at FROM work_time_histories WHERE task_id = $1', [id]);
    assert.ok(clock?.ended_at, 'the running clock is closed');
    assert.equal((await injectWithLogin(ACCOUNTS.ana, { method: 'GET', url: `/api/tasks/${id}` })).statusCode, 404);
    const deletedBoard = (email: string) =>
      injectWithLogin(email, { method: 'GET', url: `/api/appTasks?deleted=true&team=${f.team('Soporte')}` });
    assert.ok(members(await deletedBoard(ACCOUNTS.supportTeamManager)).some((task) => task.id === id));
    assert.ok(!members(await deletedBoard(ACCOUNTS.ana)).some((task) => task.id === id));
    assert.equal((await patchTask(ACCOUNTS.ana, id, { name: 'x' })).statusCode, 403);
  });

  test('unlocking a requested task needs the unlock power: department manager, sub-department manager with managerTasks, team manager with team_unlock_tasks', async () => {
    const incident = await f.createTask(ACCOUNTS.luis, 'Soporte', 'No arranca el ordenador', true);
    const accept = (email: string) => patchTask(email, incident, { status: '/api/task_statuses/1' });
    const relock = () => app.db.query('UPDATE tasks SET status_id = 2 WHERE id = $1', [incident]);
    const adminList = async (email: string) =>
      members(await injectWithLogin(email, { method: 'GET', url: '/api/getAdminTasks' })).some((task) => task.id === incident);

    for (const email of [ACCOUNTS.ana, ACCOUNTS.supportTeamManager, ACCOUNTS.redesManager, ACCOUNTS.desarrolloManager, ACCOUNTS.luis]) {
      assert.equal((await accept(email)).statusCode, 403, email);
      assert.equal(await adminList(email), false, email);
    }
    assert.equal((await f.taskRow(incident)).status_id, 2);

    for (const email of [ACCOUNTS.techManager, ACCOUNTS.admin]) {
      assert.equal(await adminList(email), true, email);
      assert.equal((await accept(email)).statusCode, 200, email);
      assert.equal((await f.taskRow(incident)).status_id, 1);
      await relock();
    }

    await app.db.query(`UPDATE subdepartments SET manager_tasks = true WHERE name = 'Redes'`);
    assert.equal(await adminList(ACCOUNTS.redesManager), true);
    assert.equal((await accept(ACCOUNTS.redesManager)).statusCode, 200);
    await relock();

    await app.db.query(`INSERT INTO configurations (name, data, value) VALUES ('team_unlock_tasks', $1, '["1"]')`, [String(f.team('Soporte'))]);
    assert.equal(await adminList(ACCOUNTS.supportTeamManager), true);
    const rejected = await patchTask(ACCOUNTS.supportTeamManager, incident, { status: '/api/task_statuses/3' });
    assert.equal(rejected.statusCode, 200, rejected.body);
    assert.equal((await accept(ACCOUNTS.supportTeamManager)).statusCode, 200);
    assert.equal(await adminList(ACCOUNTS.supportTeamManager), false, 'an accepted task leaves the list');
  });
});

describe('task assignment (M9)', () => {
  test('GET and PUT add and remove a team member; others, strangers and cross-site calls are refused', async () => {
    const id = await f.createTask(ACCOUNTS.ana, 'Soporte', 'Preparar puesto nuevo');
    const laura = f.user('laura.diaz@empresa.es');
    const assign = (email: string, method: 'GET' | 'PUT', userId: number, action: string, headers: Record<string, string> = {}) =>
      injectWithLogin(email, { method, url: `/api/tasks/${id}/user/${userId}/${action}`, headers });
    const assigned = async () => (await app.db.query<{ user_id: number }>('SELECT user_id FROM task_users WHERE task_id = $1', [id])).map((row) => row.user_id);

    const added = await assign(ACCOUNTS.ana, 'GET', laura, 'add');
    assert.equal(added.statusCode, 200, added.body);
    assert.deepEqual(added.json().users, [`/api/users/${laura}`]);
    assert.deepEqual(await assigned(), [laura]);

    const crossSite = await assign(ACCOUNTS.ana, 'GET', laura, 'remove', { origin: 'https://evil.example' });
    assert.equal(crossSite.statusCode, 403);
    assert.equal(crossSite.json().error, 'Origen de la petición no permitido');
    const stranger = await assign(ACCOUNTS.ana, 'PUT', f.user(ACCOUNTS.luis), 'add');
    assert.equal(stranger.statusCode, 422);
    assert.equal(stranger.json().error, 'El usuario no pertenece al equipo');
    assert.equal((await assign(ACCOUNTS.luis, 'PUT', laura, 'remove')).statusCode, 403);
    assert.equal((await assign(ACCOUNTS.ana, 'PUT', laura, 'promote')).statusCode, 404);
    assert.deepEqual(await assigned(), [laura]);

    assert.equal((await assign(ACCOUNTS.supportTeamManager, 'PUT', laura, 'remove')).statusCode, 200);
    assert.deepEqual(await assigned(), []);
  });
});
