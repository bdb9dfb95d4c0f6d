import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp, members } from '../../../test/helper.ts';
import { liveFeeds } from '../../../test/live-feed.ts';
import { type TaskFixtures, taskFixtures } from '../../../test/fixtures/task-fixtures.ts';

const testApp = await buildTestApp();
const { app, injectWithLogin } = testApp;
let f: TaskFixtures;
before(async () => {
  f = await taskFixtures(testApp);
});

const get = (email: string, url: string) => injectWithLogin(email, { method: 'GET', url });

describe('GET /api/singleTask/{id}', () => {
  test('embeds live subtasks, messages, assignees, history; each role in and out of scope', async () => {
    const incident = await f.createTask(ACCOUNTS.luis, 'Soporte', 'El escáner no envía correos', true);
    const ana = f.user(ACCOUNTS.ana);
    await injectWithLogin(ACCOUNTS.ana, { method: 'PUT', url: `/api/tasks/${incident}/user/${ana}/add` });
    await injectWithLogin(ACCOUNTS.ana, { method: 'POST', url: '/api/subtasks', payload: { task: incident, name: 'Revisar SMTP' } });
    await injectWithLogin(ACCOUNTS.ana, { method: 'POST', url: '/api/task_messages', payload: { task: incident, message: 'Lo miro' } });
    await app.db.query(
      `INSERT INTO work_time_histories (user_id, task_id, started_at, ended_at) VALUES ($1, $2, now() - interval '2 hours', now() - interval '1 hour')`,
      [ana, incident],
    );

    const single = await get(ACCOUNTS.ana, `/api/singleTask/${incident}`);
    assert.equal(single.statusCode, 200, single.body);
    const task = single.json();
    assert.deepEqual(task.subtasks.map((subtask: { name: string }) => subtask.name), ['Revisar SMTP']);
    assert.deepEqual(task.messages.map((message: { message: string }) => message.message), ['Lo miro']);
    assert.deepEqual(task.users.map((user: { email: string }) => user.email), [ACCOUNTS.ana]);
    assert.equal(task.history.length, 1);
    assert.equal(task.history[0].user, `/api/users/${ana}`);
    assert.equal(task.timeWorking, 3600);

    // The requester sees the task but not the colleagues' time entries.
    const forRequester = (await get(ACCOUNTS.luis, `/api/singleTask/${incident}`)).json();
    assert.deepEqual(forRequester.history, []);
    for (const email of [ACCOUNTS.supportTeamManager, ACCOUNTS.redesManager, ACCOUNTS.desarrolloManager, ACCOUNTS.techManager, ACCOUNTS.admin]) {
      assert.equal((await get(email, `/api/singleTask/${incident}`)).statusCode, 200, email);
    }
    for (const email of ['jorge.santos@empresa.es', ACCOUNTS.inspector]) {
      assert.equal((await get(email, `/api/singleTask/${incident}`)).statusCode, 404, email);
    }
  });
});

describe('GET /api/appTasks filters', () => {
  test('store, deleted, incident and status narrow the board; paging adds hydra:view', async () => {
    const stored = await f.createTask(ACCOUNTS.ana, 'Soporte', 'Archivada');
    await f.patch(ACCOUNTS.supportTeamManager, `/api/tasks/${stored}`, { store: true });
    const team = f.team('Soporte');
    const ids = async (query: string) => members(await get(ACCOUNTS.supportTeamManager, `/api/appTasks?team=${team}&${query}`)).map((task) => task.id);
    assert.ok((await ids('store=true')).includes(stored));
    assert.ok(!(await ids('store=false')).includes(stored));
    assert.ok((await ids('incident=false&status=1')).includes(stored));
    assert.ok(!(await ids('incident=true')).includes(stored));
    const paged = (await get(ACCOUNTS.supportTeamManager, `/api/appTasks?team=${team}&page=1&itemsPerPage=1`)).json();
    assert.equal(paged['hydra:member'].length, 1);
    assert.ok(paged['hydra:totalItems'] > 1);
    assert.ok(paged['hydra:view']['hydra:next']);
    const whole = members(await get(ACCOUNTS.supportTeamManager, `/api/appTasks?team=${team}`)).map((task) => task.id);
    const second = (await get(ACCOUNTS.supportTeamManager, `/api/appTasks?team=${team}&page=2&itemsPerPage=1`)).json();
    assert.equal(paged['hydra:totalItems'], whole.length);
    assert.deepEqual([paged['hydra:member'][0].id, second['hydra:member'][0].id], whole.slice(0, 2));
    // A requester who cannot read the board still pages through their own requests there.
    const own = await f.createTask(ACCOUNTS.luis, 'Soporte', 'Pedido de tóner', true);
    const luisPage = (await get(ACCOUNTS.luis, `/api/appTasks?team=${team}&page=1`)).json();
    const luisIds = luisPage['hydra:member'].map((task: { id: number; email: string }) => task.id);
    assert.ok(luisIds.includes(own));
    assert.ok(luisPage['hydra:member'].every((task: { email: string }) => task.email === ACCOUNTS.luis));
    assert.equal(luisPage['hydra:totalItems'], luisIds.length);
  });
});

describe('GET /api/appTasks without a team', () => {
  test('comes a page at a time even when no page is asked for, as it spans every task the caller may see', async () => {
    const first = (await get(ACCOUNTS.admin, '/api/appTasks?deleted=false&store=false')).json();
    assert.ok(first['hydra:totalItems'] > 30, `the demo has only ${first['hydra:totalItems']} tasks`);
    assert.equal(first['hydra:member'].length, 30);
    assert.match(first['hydra:view']['hydra:next'], /page=2/);
    const unpagedAsked = (await get(ACCOUNTS.admin, '/api/appTasks?deleted=false&store=false&pagination=false')).json();
    assert.equal(unpagedAsked['hydra:member'].length, 30);
    const biggerPage = (await get(ACCOUNTS.admin, '/api/appTasks?deleted=false&store=false&itemsPerPage=40')).json();
    assert.equal(biggerPage['hydra:member'].length, 40);
  });
});

describe('GET /api/searchTaskC', () => {
  test('accent- and case-insensitive, scoped per role, a plain array; under 3 characters is a 400', async () => {
    const soporte = await f.createTask(ACCOUNTS.ana, 'Soporte', 'Revisión del CAMIÓN de reparto');
    const almacen = await f.createTask(ACCOUNTS.luis, 'Almacén', 'Camion de reparto averiado');
    const search = (email: string, keywords: string) => get(email, `/api/searchTaskC?keywords=${encodeURIComponent(keywords)}`);
    const found = async (email: string, keywords: string) => (await search(email, keywords)).json().map((task: { id: number }) => task.id);

    const all = await search(ACCOUNTS.admin, 'camión');
    assert.equal(all.statusCode, 200);
    assert.match(String(all.headers['content-type']), /^application\/json/);
    assert.ok(Array.isArray(all.json()));
    assert.deepEqual((await found(ACCOUNTS.admin, 'camion de REPARTO')).sort(), [soporte, almacen].sort());
    assert.deepEqual((await found(ACCOUNTS.inspector, 'CAMIÓN')).sort(), [soporte, almacen].sort());
    assert.deepEqual(await found(ACCOUNTS.techManager, 'camion'), [soporte]);
    const item = all.json().find((task: { id: number }) => task.id === almacen);
    assert.deepEqual(Object.keys(item).sort(), ['createdAt', 'id', 'name', 'user']);
    assert.equal(item.user, ACCOUNTS.luis);

    for (const keywords of ['ca', '  ab  ', '']) {
      const response = await search(ACCOUNTS.admin, keywords);
      assert.equal(response.statusCode, 400, keywords);
      assert.equal(response.json().error, 'Parámetro incorrecto');
    }
    assert.equal((await search(ACCOUNTS.ana, 'camion')).statusCode, 403);
  });
});

describe('PUT /api/set_tag_task/{task}/tag/{tag}', () => {
  test('replaces the tag of the same type and answers entity, info, day_time and week_time', async () => {
    const id = await f.createTask(ACCOUNTS.ana, 'Soporte', 'Cambiar router');
    const response = await injectWithLogin(ACCOUNTS.ana, { method: 'PUT', url: `/api/set_tag_task/${id}/tag/16` });
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.deepEqual(Object.keys(body).sort(), ['day_time', 'entity', 'info', 'week_time']);
    assert.deepEqual(body.entity.tags.map((tag: { id: number }) => tag.id).sort((a: number, b: number) => a - b), [2, 3, 4, 5, 16]);
    assert.equal(typeof body.day_time, 'number');
    assert.deepEqual(body.info, []);
    const typeThree = members(await get(ACCOUNTS.ana, '/api/tags?type=3'));
    assert.ok(typeThree.length > 0 && typeThree.every((tag) => tag.type === '/api/tag_types/3'));
    const stranger = await injectWithLogin(ACCOUNTS.luis, { method: 'PUT', url: `/api/set_tag_task/${id}/tag/1` });
    assert.equal(stranger.statusCode, 403);
    assert.equal((await injectWithLogin(ACCOUNTS.ana, { method: 'PUT', url: `/api/set_tag_task/${id}/tag/99998` })).statusCode, 404);
    const tags = await app.db.query<{ tag_id: number }>('SELECT tag_id FROM task_tags WHERE task_id = $1 ORDER BY tag_id', [id]);
    assert.deepEqual(tags.map((row) => row.tag_id), [2, 3, 4, 5, 16]);
  });
});

describe('live updates of task writes', () => {
  test('a subscriber who sees the team receives the change; one outside it does not', async () => {
    const subscribe = await liveFeeds(app);
    // Dirección Técnica is managerOnly: Ana does not even see its name.
    const id = await f.createTask(ACCOUNTS.techManager, 'Dirección Técnica', 'Plan director');
    const [inside, outside] = await Promise.all([subscribe(ACCOUNTS.redesManager), subscribe(ACCOUNTS.ana)]);
    assert.equal((await f.patch(ACCOUNTS.techManager, `/api/tasks/${id}`, { name: 'Plan director 2027' })).statusCode, 200);
    assert.ok(await inside.received(`"@id":"/api/tasks/${id}"`, 5000));
    assert.ok(!(await inside.received('Plan director', 300)), 'the update carries IRIs, not the task’s content');
    assert.ok(!(await outside.received(`"@id":"/api/tasks/${id}"`, 500)));
    await Promise.all([inside.close(), outside.close()]);
  });
});
