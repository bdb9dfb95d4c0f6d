import assert from 'node:assert/strict';
import { after, beforeEach, describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp, members } from '../../../test/helper.ts';
import { liveFeeds } from '../../../test/live-feed.ts';
import { PABLO, RUBEN, timeFixtures } from '../../../test/fixtures/time-fixtures.ts';

const { app, injectWithLogin } = await buildTestApp();
const fixtures = timeFixtures(app);
const subscribe = await liveFeeds(app);

const toggleTask = (email: string, id: number, payload: object = { tzOffset: -60 }) =>
  injectWithLogin(email, { method: 'PUT', url: `/api/task/${id}/timeWorking2`, payload });
const toggleSubtask = (email: string, id: number) => injectWithLogin(email, { method: 'PUT', url: `/api/subtask/${id}/timeWorking`, payload: { tzOffset: -60 } });
const activeOf = async (email: string) => members(await injectWithLogin(email, { method: 'GET', url: '/api/getActiveTasks' }));

beforeEach(async () => {
  await app.db.query('UPDATE work_time_histories SET ended_at = greatest(now(), started_at) WHERE ended_at IS NULL');
  await fixtures.multitaskEverywhere(false);
});

describe('PUT /api/task/{id}/timeWorking2', () => {
  test('play then pause: sentences, running flag, fresh figures, time derived from the histories', async () => {
    const id = await fixtures.task('Soporte', 'Informe mensual');
    const started = await toggleTask(ACCOUNTS.ana, id, { tzOffset: -60, timeWorking: 999_999 });
    assert.equal(started.statusCode, 200, started.body);
    const body = started.json();
    assert.deepEqual(body.info, ['Se ha iniciado la tarea "Informe mensual"']);
    assert.deepEqual([body.entity['@id'], body.entity['@type'], body.entity.running, body.entity.timeWorking], [`/api/tasks/${id}`, 'Task', true, 0]);
    assert.equal(typeof body.day_time, 'number');
    assert.equal(typeof body.week_time, 'number');
    await app.db.query("UPDATE work_time_histories SET started_at = started_at - interval '90 seconds' WHERE task_id = $1 AND ended_at IS NULL", [id]);
    const paused = (await toggleTask(ACCOUNTS.ana, id)).json();
    assert.deepEqual(paused.info, ['Se ha pausado la tarea "Informe mensual"']);
    assert.equal(paused.entity.running, false);
    assert.ok(paused.entity.timeWorking >= 90 && paused.entity.timeWorking < 100, String(paused.entity.timeWorking));
    const [stored] = await app.db.query<{ seconds: number }>(
      'SELECT sum(extract(epoch FROM ended_at - started_at))::int AS seconds FROM work_time_histories WHERE task_id = $1',
      [id],
    );
    assert.equal(paused.entity.timeWorking, stored?.seconds);
    const single = await injectWithLogin(ACCOUNTS.ana, { method: 'GET', url: `/api/singleTask/${id}` });
    assert.equal(single.json().timeWorking, stored?.seconds);
  });

  test('one running clock per person: starting another task pauses the first, and says so', async () => {
    const [first, second] = [await fixtures.task('Soporte', 'Primera'), await fixtures.task('Soporte', 'Segunda')];
    await toggleTask(ACCOUNTS.ana, first);
    const answer = (await toggleTask(ACCOUNTS.ana, second)).json();
    assert.deepEqual(answer.info, ['Se ha pausado la tarea "Primera"', 'Se ha iniciado la tarea "Segunda"']);
    assert.deepEqual(await fixtures.openClocks(ACCOUNTS.ana), [{ task_id: second, subtask_id: null }]);
    const active = await activeOf(ACCOUNTS.ana);
    assert.deepEqual(active.map((item) => item['@id']), [`/api/tasks/${second}`]);
    const [open] = (active[0]?.history ?? []) as { endedAt: string | null; task: string }[];
    assert.deepEqual([open?.task, open?.endedAt], [`/api/tasks/${second}`, null]);
    // Running clocks are personal: nobody else, not even the team's manager, gets Ana's.
    assert.ok(!(await activeOf(ACCOUNTS.supportTeamManager)).some((item) => item['@id'] === `/api/tasks/${second}`));
  });

  test('a department that allows multitasking keeps both clocks running', async () => {
    const [first, second] = [await fixtures.task('Soporte', 'Uno'), await fixtures.task('Soporte', 'Dos')];
    await app.db.query("UPDATE departments SET allow_multitask = true WHERE name = 'Tecnología'");
    await toggleTask(ACCOUNTS.ana, first);
    assert.deepEqual((await toggleTask(ACCOUNTS.ana, second)).json().info, ['Se ha iniciado la tarea "Dos"']);
    assert.equal((await fixtures.openClocks(ACCOUNTS.ana)).length, 2);
    assert.equal((await activeOf(ACCOUNTS.ana)).length, 2);
  });

  test('two parallel starts leave exactly one clock', async () => {
    const tasks = [await fixtures.task('Soporte', 'Paralela A'), await fixtures.task('Soporte', 'Paralela B'), await fixtures.task('Soporte', 'Paralela C')];
    const answers = await Promise.all(tasks.map((id) => toggleTask(PABLO, id)));
    assert.deepEqual(answers.map((answer) => answer.statusCode), [200, 200, 200]);
    assert.equal((await fixtures.openClocks(PABLO)).length, 1);
  });

  test('deleted or archived tasks refuse to start (409) but a running clock can still be paused', async () => {
    const deleted = await fixtures.task('Soporte', 'Borrada', { deleted: true });
    const stored = await fixtures.task('Soporte', 'Archivada', { store: true });
    const refusedDeleted = await toggleTask(ACCOUNTS.supportTeamManager, deleted);
    assert.deepEqual([refusedDeleted.statusCode, refusedDeleted.json().error], [409, 'La tarea está eliminada']);
    const refusedStored = await toggleTask(ACCOUNTS.supportTeamManager, stored);
    assert.deepEqual([refusedStored.statusCode, refusedStored.json().error], [409, 'La tarea está archivada']);
    assert.deepEqual(await fixtures.openClocks(ACCOUNTS.supportTeamManager), []);
    const later = await fixtures.task('Soporte', 'Se borra después');
    await toggleTask(ACCOUNTS.supportTeamManager, later);
    await app.db.query('UPDATE tasks SET deleted = true WHERE id = $1', [later]);
    assert.equal((await toggleTask(ACCOUNTS.supportTeamManager, later)).json().entity.running, false);
  });

  test("getActiveTasks names beside the running clocks what the caller worked on last and may resume", async () => {
    const lastOf = async () => (await injectWithLogin(ACCOUNTS.ana, { method: 'GET', url: '/api/getActiveTasks' })).json().lastWork;
    const [first, second] = [await fixtures.task('Soporte', 'Reanudable'), await fixtures.task('Soporte', 'Después')];
    await toggleTask(ACCOUNTS.ana, first);
    await toggleTask(ACCOUNTS.ana, second);
    const whileRunning = await lastOf();
    assert.deepEqual([whileRunning['@id'], whileRunning.name, whileRunning.running], [`/api/tasks/${first}`, 'Reanudable', false]);
    assert.equal(whileRunning.history[0].task, `/api/tasks/${first}`);
    assert.notEqual(whileRunning.history[0].endedAt, null);
    await toggleTask(ACCOUNTS.ana, second);
    assert.equal((await lastOf())['@id'], `/api/tasks/${second}`);
    // A task that can no longer be started is not offered: the one before it is.
    await app.db.query('UPDATE tasks SET store = true WHERE id = $1', [second]);
    assert.equal((await lastOf())['@id'], `/api/tasks/${first}`);
    assert.equal((await injectWithLogin(ACCOUNTS.luis, { method: 'GET', url: '/api/getActiveTasks' })).json().lastWork?.['@id'] === `/api/tasks/${first}`, false);
  });

  test('who may: members and those who run the team; others 403, unknown 404; bad bodies 400 and no clock', async () => {
    const id = await fixtures.task('Soporte', 'Ámbito');
    assert.equal((await toggleTask(ACCOUNTS.redesManager, id)).statusCode, 200);
    const outsider = await toggleTask(ACCOUNTS.luis, id);
    assert.deepEqual([outsider.statusCode, outsider.json().error], [403, 'No tiene permiso para realizar esta acción.']);
    assert.equal((await toggleTask(ACCOUNTS.luis, 999_999)).statusCode, 404);
    for (const payload of [{}, { tzOffset: 'x' }, { tzOffset: 5000 }]) {
      const bad = await toggleTask(ACCOUNTS.luis, id, payload);
      assert.deepEqual([bad.statusCode, bad.json().error], [400, 'Datos de la petición no válidos'], JSON.stringify(payload));
    }
    assert.deepEqual(await fixtures.openClocks(ACCOUNTS.luis), []);
  });

  test('the 77 % rule: a locked member is refused until a pending justification covers last week', async () => {
    const rubenId = await fixtures.userId(RUBEN);
    await app.db.query('DELETE FROM justifications WHERE user_id = $1', [rubenId]);
    // The demo data gives everyone a month of work: this case needs a week without any.
    await app.db.query('DELETE FROM work_time_histories WHERE user_id = $1', [rubenId]);
    const id = await fixtures.task('Contabilidad', 'Cierre');
    const figures = await app.sessions.timeFigures(rubenId);
    assert.ok(figures.lock_tasks, 'Rubén recorded nothing last week');
    const refused = await toggleTask(RUBEN, id);
    assert.deepEqual([refused.statusCode, refused.json().error], [409, 'Tareas bloqueadas: justifique el tiempo pendiente de la semana anterior']);
    assert.deepEqual(await fixtures.openClocks(RUBEN), []);
    const justified = await injectWithLogin(RUBEN, {
      method: 'POST',
      url: '/api/justifications',
      payload: { start: `${figures.last_monday}T00:00:00+00:00`, end: `${figures.last_sunday}T20:00:00+00:00`, justifiedSeconds: figures.min_lock, reason_id: 2 },
    });
    assert.equal(justified.statusCode, 201, justified.body);
    assert.equal((await toggleTask(RUBEN, id)).statusCode, 200);
  });
});

describe('what a toggle asks before it starts a clock', () => {
  test('a locked member still pauses a running clock; a clock stopped meanwhile starts only after its refusal is asked', async () => {
    const rubenId = await fixtures.userId(RUBEN);
    await app.db.query('DELETE FROM justifications WHERE user_id = $1', [rubenId]);
    await app.db.query('DELETE FROM work_time_histories WHERE user_id = $1', [rubenId]);
    const id = await fixtures.task('Contabilidad', 'Conciliación');
    assert.ok((await app.sessions.timeFigures(rubenId)).lock_tasks, 'Rubén recorded nothing last week');
    // A clock he started before the week closed: pausing is always allowed, and asks nothing of the lock.
    await app.db.query("INSERT INTO work_time_histories (user_id, task_id, started_at) VALUES ($1, $2, now() - interval '1 minute')", [rubenId, id]);
    const paused = await toggleTask(RUBEN, id);
    assert.equal(paused.statusCode, 200, paused.body);
    assert.equal(paused.json().entity.running, false);

    // Read as running, then stopped by another tab before the toggle: the toggle would start it, so it asks first.
    const caller = await app.loadCaller(rubenId);
    assert.ok(caller);
    const target = await app.timeTracking.target(caller, 'task', id);
    assert.ok(target && !target.running);
    let asked = 0;
    const refusal = new Error('refused to start');
    await assert.rejects(
      app.timeTracking.toggle(caller, { ...target, running: true }, async () => {
        asked += 1;
        return refusal;
      }),
      refusal,
    );
    assert.equal(asked, 1);
    assert.deepEqual(await fixtures.openClocks(RUBEN), []);
  });
});

describe('PUT /api/subtask/{id}/timeWorking', () => {
  test('a subtask has its own clock and time; a deleted one refuses to start', async () => {
    const taskId = await fixtures.task('Soporte', 'Con subtareas');
    const subtaskId = await fixtures.subtask(taskId, 'Comprobar logs');
    const started = (await toggleSubtask(ACCOUNTS.ana, subtaskId)).json();
    assert.deepEqual([started.entity['@type'], started.entity.task, started.entity.running], ['Subtask', `/api/tasks/${taskId}`, true]);
    assert.deepEqual(started.info, ['Se ha iniciado la subtarea "Comprobar logs"']);
    assert.deepEqual(await fixtures.openClocks(ACCOUNTS.ana), [{ task_id: null, subtask_id: subtaskId }]);
    assert.deepEqual((await toggleSubtask(ACCOUNTS.ana, subtaskId)).json().info, ['Se ha pausado la subtarea "Comprobar logs"']);
    const gone = await fixtures.subtask(taskId, 'Borrada', true);
    const refused = await toggleSubtask(ACCOUNTS.ana, gone);
    assert.deepEqual([refused.statusCode, refused.json().error], [409, 'La subtarea está eliminada']);
  });
});

describe('live updates of clocks', () => {
  test('a clock change reaches the team’s board and the owner, not other teams', async () => {
    const [pablo, luis] = await Promise.all([subscribe(PABLO), subscribe(ACCOUNTS.luis)]);
    after(async () => Promise.all([pablo.close(), luis.close()]));
    const id = await fixtures.task('Soporte', 'En directo');
    await toggleTask(ACCOUNTS.ana, id);
    const fragment = `"task":"/api/tasks/${id}"`;
    assert.ok(await pablo.received(fragment));
    assert.ok(!(await luis.received(fragment, 300)));
  });
});
