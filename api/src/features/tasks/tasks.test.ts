import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp, members } from '../../../test/helper.ts';
import { type TaskFixtures, taskFixtures } from '../../../test/fixtures/task-fixtures.ts';

const testApp = await buildTestApp();
const { app, injectWithLogin } = testApp;

type Task = {
  '@id': string;
  id: number;
  name: string;
  team: string;
  incident: boolean;
  email: string | null;
  status: { id: number };
  createdBy: string;
  messages: (string | { message: string; user: string })[];
  tags: { id: number }[];
  files: unknown[];
};

let fixtures: TaskFixtures;
before(async () => {
  fixtures = await taskFixtures(testApp);
});

const team = (name: string) => fixtures.team(name);

const raise = (email: string, payload: Record<string, unknown>) => injectWithLogin(email, { method: 'POST', url: '/api/tasks', payload });
const incident = (teamName: string, extra: Record<string, unknown> = {}) => ({
  name: 'No funciona la impresora',
  team: `/api/teams/${team(teamName)}`,
  incident: true,
  status: '/api/task_statuses/2',
  ...extra,
});
const board = (email: string, teamId: number | string) =>
  injectWithLogin(email, { method: 'GET', url: `/api/appTasks?deleted=false&store=false&team=${teamId}` });
const taskCount = async () => (await app.db.query<{ count: number }>('SELECT count(*)::integer AS count FROM tasks'))[0]?.count;

describe('POST /api/tasks raises an incident', () => {
  test('the requester comes from the session, status is 2 and the first message is stored', async () => {
    const response = await raise(ACCOUNTS.ana, incident('Soporte', {
      email: 'someone.else@empresa.es',
      status: '/api/task_statuses/1',
      createdBy: '/api/users/1',
      messages: [{ message: '  La impresora de la planta 2 no imprime  ', user: '/api/users/1' }],
    }));
    assert.equal(response.statusCode, 201, response.body);
    const created = response.json() as Task;
    assert.equal(response.headers.location, created['@id']);
    assert.equal(created.incident, true);
    assert.equal(created.status.id, 2);
    assert.equal(created.email, ACCOUNTS.ana);
    assert.equal(created.createdBy, `/api/users/${fixtures.user(ACCOUNTS.ana)}`);
    assert.deepEqual(created.tags.map((tag) => tag.id), [1, 2, 3, 4, 5]);

    const single = (await injectWithLogin(ACCOUNTS.ana, { method: 'GET', url: `/api/singleTask/${created.id}` })).json() as Task;
    assert.deepEqual(
      single.messages.map((message) => typeof message === 'object' && [message.message, message.user]),
      [['La impresora de la planta 2 no imprime', `/api/users/${fixtures.user(ACCOUNTS.ana)}`]],
    );
  });

  test('the live update names the task and its team only, since team topics reach beyond the board', async () => {
    const created = (await raise(ACCOUNTS.ana, incident('Soporte', { name: 'Monitor sin señal' }))).json() as Task;
    const [update] = await app.db.query<{ topics: string[]; data: string }>('SELECT topics, data FROM live_updates ORDER BY id DESC LIMIT 1');
    assert.deepEqual(JSON.parse(String(update?.data)), { '@id': created['@id'], '@type': 'Task', team: created.team });
    assert.ok(update?.topics.includes(`urn:app:team:${team('Soporte')}`));
  });

  test('without a message none is stored', async () => {
    const response = await raise(ACCOUNTS.ana, incident('Infraestructura', { name: 'Sin red en la sala 3' }));
    assert.equal(response.statusCode, 201, response.body);
    assert.deepEqual((response.json() as Task).messages, []);
  });

  test('bad bodies answer 400 or 422 with a Spanish message and create nothing', async () => {
    const before = await taskCount();
    const cases: [Record<string, unknown>, number, string?][] = [
      [{ team: `/api/teams/${team('Soporte')}`, incident: true }, 400],
      [incident('Soporte', { name: '   ' }), 422, 'El asunto no puede estar vacío'],
      [incident('Soporte', { team: '/api/departments/1' }), 400],
      [incident('Soporte', { team: 'abc' }), 400],
      [incident('Soporte', { team: 99999 }), 422, 'El equipo seleccionado no es válido'],
      [incident('Soporte', { messages: [{ message: ' ' }] }), 422, 'El mensaje no puede estar vacío'],
      [incident('Soporte', { name: 'x'.repeat(256) }), 400],
      [incident('Soporte', { messages: 'texto' }), 400],
      [incident('Soporte', { name: 'Impresora\u0000' }), 400, 'El texto contiene caracteres no válidos.'],
      [incident('Soporte', { messages: [{ message: 'Bandeja\u00002' }] }), 400, 'El texto contiene caracteres no válidos.'],
    ];
    for (const [payload, status, message] of cases) {
      const response = await raise(ACCOUNTS.ana, payload);
      assert.equal(response.statusCode, status, `${JSON.stringify(payload).slice(0, 80)} → ${response.body}`);
      if (message) assert.equal(response.json().error, message);
    }
    const malformed = await injectWithLogin(ACCOUNTS.ana, { method: 'POST', url: '/api/tasks', headers: { 'content-type': 'application/json' }, payload: '{"name":' });
    assert.equal(malformed.statusCode, 400);
    assert.equal(await taskCount(), before);
  });

  test('members only reach teams that are offered for incidents; managers of the department reach all live ones', async () => {
    const before = await taskCount();
    await app.db.query('UPDATE teams SET incident_visible = false WHERE id = $1', [team('Aplicaciones')]);
    for (const name of ['Dirección Técnica', 'Seguridad', 'Aplicaciones']) {
      const response = await raise(ACCOUNTS.ana, incident(name));
      assert.equal(response.statusCode, 403, `${name}: ${response.body}`);
      assert.equal(response.json().error, 'No puede crear incidencias en este equipo.');
    }
    assert.equal(await taskCount(), before);
    assert.equal((await raise(ACCOUNTS.techManager, incident('Dirección Técnica'))).statusCode, 201);
    assert.equal((await raise(ACCOUNTS.techManager, incident('Aplicaciones'))).statusCode, 201);
    assert.equal((await raise(ACCOUNTS.techManager, incident('Seguridad'))).statusCode, 403);
    assert.equal((await raise(ACCOUNTS.admin, incident('Seguridad'))).statusCode, 403);
    await app.db.query('UPDATE teams SET incident_visible = true WHERE id = $1', [team('Aplicaciones')]);
  });

  test('ordinary tasks are for members and managers of the team', async () => {
    const task = { name: 'Revisar VPN', team: team('Soporte') };
    assert.equal((await raise(ACCOUNTS.luis, task)).statusCode, 403);
    const response = await raise(ACCOUNTS.ana, task);
    assert.equal(response.statusCode, 201, response.body);
    const created = response.json() as Task;
    assert.equal(created.incident, false);
    assert.equal(created.status.id, 1);
    assert.equal(created.email, null);
  });
});

describe('GET /api/appTasks?team= is the board of a team', () => {
  test('who sees the board gets every task of the team, and only of that team', async () => {
    const response = await board(ACCOUNTS.ana, team('Soporte'));
    assert.equal(response.statusCode, 200);
    const tasks = members(response) as unknown as Task[];
    assert.ok(tasks.some((task) => task.name === 'No funciona la impresora'));
    assert.ok(tasks.every((task) => task.team === `/api/teams/${team('Soporte')}`));
    assert.ok(tasks.every((task) => typeof task.messages[0] !== 'object'));
    const asTeamManager = members(await board(ACCOUNTS.supportTeamManager, `/api/teams/${team('Soporte')}`));
    assert.deepEqual(asTeamManager.map((task) => task.id), tasks.map((task) => task.id));
  });

  test('outside the department the board is refused, unless the caller asked for something there', async () => {
    const refused = await board(ACCOUNTS.luis, team('Soporte'));
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().error, 'No tiene acceso al tablero de este equipo.');
    const own = await raise(ACCOUNTS.luis, incident('Soporte', { name: 'Mi portátil no arranca' }));
    assert.equal(own.statusCode, 201, own.body);
    const onlyOwn = members(await board(ACCOUNTS.luis, team('Soporte'))) as unknown as Task[];
    assert.deepEqual(onlyOwn.map((task) => task.name), ['Mi portátil no arranca']);
    assert.equal((await board(ACCOUNTS.ana, 99999)).statusCode, 404);
    assert.equal((await board(ACCOUNTS.ana, team('Dirección Técnica'))).statusCode, 403);
    assert.equal((await board(ACCOUNTS.techManager, team('Dirección Técnica'))).statusCode, 200);
  });

  test('a single task is read by those who see it, 404 for everyone else', async () => {
    const [task] = (members(await board(ACCOUNTS.ana, team('Soporte'))) as unknown as Task[]).filter((one) => one.name === 'No funciona la impresora');
    assert.ok(task);
    assert.equal((await injectWithLogin(ACCOUNTS.ana, { method: 'GET', url: `/api/tasks/${task.id}` })).statusCode, 200);
    assert.equal((await injectWithLogin(ACCOUNTS.luis, { method: 'GET', url: `/api/singleTask/${task.id}` })).statusCode, 404);
    assert.equal((await injectWithLogin(ACCOUNTS.luis, { method: 'GET', url: `/api/tasks/${task.id}` })).statusCode, 404);
    assert.equal((await injectWithLogin(ACCOUNTS.ana, { method: 'GET', url: '/api/singleTask/99999' })).statusCode, 404);
  });
});
