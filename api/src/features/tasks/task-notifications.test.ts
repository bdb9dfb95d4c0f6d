import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp, members } from '../../../test/helper.ts';
import { liveFeeds } from '../../../test/live-feed.ts';
import { type TaskFixtures, taskFixtures } from '../../../test/fixtures/task-fixtures.ts';

const testApp = await buildTestApp();
const { app, injectWithLogin } = testApp;
const subscribe = await liveFeeds(app);
let f: TaskFixtures;
before(async () => {
  f = await taskFixtures(testApp);
});

type Notice = { title: string; message: string; link: string | null };

/** The caller's live notices about one task, newest first. */
async function noticesAbout(email: string, taskId: number): Promise<Notice[]> {
  const response = await injectWithLogin(email, { method: 'GET', url: '/api/notifications?deleted=false' });
  assert.equal(response.statusCode, 200, response.body);
  return (members(response) as unknown as Notice[])
    .filter((notice) => notice.link === `/user/taskDetails/${taskId}`)
    .map(({ title, message, link }) => ({ title, message, link }));
}

const PABLO = 'pablo.hernandez@empresa.es';
const LAURA = 'laura.diaz@empresa.es';

describe('notifications of work on tasks', () => {
  test('being assigned through the merge patch or M9 notifies once, live; assigning oneself notifies nobody', async () => {
    const id = await f.createTask(ACCOUNTS.ana, 'Soporte', 'Revisar cámaras');
    const pabloFeed = await subscribe(PABLO);
    const assigned = await f.patch(ACCOUNTS.ana, `/api/tasks/${id}`, { users: [f.user(PABLO), f.user(ACCOUNTS.ana)] });
    assert.equal(assigned.statusCode, 200, assigned.body);
    assert.deepEqual(await noticesAbout(PABLO, id), [
      { title: 'Nueva tarea asignada', message: 'Se le ha asignado la tarea «Revisar cámaras».', link: `/user/taskDetails/${id}` },
    ]);
    assert.ok(await pabloFeed.received('Nueva tarea asignada'));
    await pabloFeed.close();
    assert.deepEqual(await noticesAbout(ACCOUNTS.ana, id), []);

    // Patching the same assignees again adds nobody, so no new notice.
    await f.patch(ACCOUNTS.ana, `/api/tasks/${id}`, { users: [f.user(PABLO), f.user(ACCOUNTS.ana)], progress: 10 });
    assert.equal((await noticesAbout(PABLO, id)).length, 1);

    const laura = f.user(LAURA);
    assert.equal((await injectWithLogin(ACCOUNTS.ana, { method: 'PUT', url: `/api/tasks/${id}/user/${laura}/add` })).statusCode, 200);
    assert.equal((await injectWithLogin(ACCOUNTS.ana, { method: 'PUT', url: `/api/tasks/${id}/user/${laura}/add` })).statusCode, 200);
    assert.equal((await noticesAbout(LAURA, id)).length, 1);
  });

  test('being assigned to a subtask, at creation, by patch or by M9, notifies with the subtask’s name', async () => {
    const id = await f.createTask(ACCOUNTS.ana, 'Soporte', 'Renovar cableado');
    const created = await injectWithLogin(ACCOUNTS.ana, {
      method: 'POST',
      url: '/api/subtasks',
      payload: { task: id, name: 'Planta baja', users: [f.user(PABLO), f.user(ACCOUNTS.ana)] },
    });
    assert.equal(created.statusCode, 201, created.body);
    assert.deepEqual(await noticesAbout(PABLO, id), [
      { title: 'Nueva subtarea asignada', message: 'Se le ha asignado la subtarea «Planta baja» de la tarea «Renovar cableado».', link: `/user/taskDetails/${id}` },
    ]);
    assert.deepEqual(await noticesAbout(ACCOUNTS.ana, id), []);
    const subtask = created.json().id;
    await f.patch(ACCOUNTS.ana, `/api/subtasks/${subtask}`, { users: [f.user(PABLO), f.user(LAURA)] });
    assert.equal((await noticesAbout(LAURA, id)).length, 1);
    assert.equal((await noticesAbout(PABLO, id)).length, 1, 'staying assigned is no news');
    await injectWithLogin(ACCOUNTS.supportTeamManager, { method: 'PUT', url: `/api/subtasks/${subtask}/user/${f.user(ACCOUNTS.ana)}/add` });
    assert.equal((await noticesAbout(ACCOUNTS.ana, id))[0]?.title, 'Nueva subtarea asignada');
  });

  test('a refused write notifies nobody', async () => {
    const id = await f.createTask(ACCOUNTS.ana, 'Soporte', 'Sin avisos');
    const refused = await f.patch(ACCOUNTS.ana, `/api/tasks/${id}`, { users: [f.user(PABLO)], progress: 300 });
    assert.equal(refused.statusCode, 422);
    assert.deepEqual(await noticesAbout(PABLO, id), []);
  });

  test('a new message notifies the assignees and the requester, never its author', async () => {
    const incident = await f.createTask(ACCOUNTS.luis, 'Soporte', 'El proyector no enciende', true);
    await injectWithLogin(ACCOUNTS.ana, { method: 'PUT', url: `/api/tasks/${incident}/user/${f.user(PABLO)}/add` });
    await injectWithLogin(ACCOUNTS.ana, { method: 'PUT', url: `/api/tasks/${incident}/user/${f.user(ACCOUNTS.ana)}/add` });
    const written = await injectWithLogin(ACCOUNTS.ana, { method: 'POST', url: '/api/task_messages', payload: { task: incident, message: 'Cambio la lámpara' } });
    assert.equal(written.statusCode, 201, written.body);
    const [forLuis] = await noticesAbout(ACCOUNTS.luis, incident);
    assert.deepEqual(forLuis && [forLuis.title, forLuis.message], ['Nuevo mensaje', 'Ana García Pérez ha escrito en la tarea «El proyector no enciende».']);
    assert.deepEqual((await noticesAbout(PABLO, incident)).map((notice) => notice.title), ['Nuevo mensaje', 'Nueva tarea asignada']);
    assert.deepEqual(await noticesAbout(ACCOUNTS.ana, incident), []);
    assert.deepEqual(await noticesAbout(LAURA, incident), []);

    const subtask = (await injectWithLogin(ACCOUNTS.ana, { method: 'POST', url: '/api/subtasks', payload: { task: incident, name: 'Lámpara' } })).json();
    await injectWithLogin(ACCOUNTS.luis, { method: 'POST', url: '/api/subtask_messages', payload: { subtask: subtask.id, message: 'Gracias' } });
    const [forAna] = await noticesAbout(ACCOUNTS.ana, incident);
    assert.match(String(forAna?.message), /ha escrito en una subtarea de la tarea «El proyector no enciende»\.$/);
  });
});
