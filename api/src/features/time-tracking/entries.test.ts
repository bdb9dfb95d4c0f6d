import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp, members } from '../../../test/helper.ts';
import { hoursAgo, PABLO, timeFixtures } from '../../../test/fixtures/time-fixtures.ts';

const { app, injectWithLogin } = await buildTestApp();
const fixtures = timeFixtures(app);
before(() => fixtures.withoutTime());

const create = (email: string, payload: object) => injectWithLogin(email, { method: 'POST', url: '/api/createTimeHistory', payload });
const entriesOf = (email: string, query: string) => injectWithLogin(email, { method: 'GET', url: `/api/work_time_histories?${query}` });
const countOf = async (taskId: number) =>
  (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM work_time_histories WHERE task_id = $1', [taskId]))[0]?.n;

describe('POST /api/createTimeHistory', () => {
  test('a manual entry is created for the caller, and the task’s time follows from it', async () => {
    const id = await fixtures.task('Soporte', 'Manual');
    const response = await create(ACCOUNTS.ana, { task: `/api/tasks/${id}`, startedAt: hoursAgo(30), endedAt: hoursAgo(29), user: '/api/users/1', timeWorking: 5 });
    assert.equal(response.statusCode, 201, response.body);
    const body = response.json();
    assert.equal(body.entity.user, `/api/users/${await fixtures.userId(ACCOUNTS.ana)}`);
    assert.equal(body.entity.task, `/api/tasks/${id}`);
    assert.deepEqual(body.info, []);
    assert.equal(typeof body.week_time, 'number');
    assert.equal(response.headers.location, body.entity['@id']);
    const single = await injectWithLogin(ACCOUNTS.ana, { method: 'GET', url: `/api/singleTask/${id}` });
    assert.equal(single.json().timeWorking, 3600);
  });

  test('overlaps with the caller’s entries, running clocks included, are refused and nothing is stored', async () => {
    const id = await fixtures.task('Soporte', 'Solapes');
    assert.equal((await create(PABLO, { task: id, startedAt: hoursAgo(10), endedAt: hoursAgo(8) })).statusCode, 201);
    const overlapping = await create(PABLO, { task: id, startedAt: hoursAgo(9), endedAt: hoursAgo(7) });
    assert.deepEqual([overlapping.statusCode, overlapping.json().error], [422, 'El periodo se solapa con otro registro de tiempo']);
    assert.equal(overlapping.json().violations[0].propertyPath, 'startedAt');
    await injectWithLogin(PABLO, { method: 'PUT', url: `/api/task/${id}/timeWorking2`, payload: { tzOffset: -60 } });
    const afterRunning = await create(PABLO, { task: id, startedAt: hoursAgo(0.5), endedAt: hoursAgo(0.1) });
    assert.equal(afterRunning.statusCode, 201, 'the clock started after this entry ended');
    // Touching ends are not an overlap; another user's time never counts.
    assert.equal((await create(PABLO, { task: id, startedAt: hoursAgo(8), endedAt: hoursAgo(7.5) })).statusCode, 201);
    assert.equal((await create(ACCOUNTS.ana, { task: id, startedAt: hoursAgo(9), endedAt: hoursAgo(7) })).statusCode, 201);
    assert.equal(await countOf(id), 5);
  });

  test('future times, reversed periods and missing or double targets are refused with Spanish messages', async () => {
    const id = await fixtures.task('Soporte', 'Validación');
    const subtask = await fixtures.subtask(id, 'Sub');
    const cases: [object, number, string][] = [
      [{ task: id, startedAt: hoursAgo(1), endedAt: hoursAgo(-1) }, 422, 'No se puede registrar tiempo en el futuro'],
      [{ task: id, startedAt: hoursAgo(2), endedAt: hoursAgo(3) }, 422, 'La hora de fin debe ser posterior a la de inicio'],
      [{ startedAt: hoursAgo(3), endedAt: hoursAgo(2) }, 422, 'Debe indicar una tarea o una subtarea'],
      [{ task: id, subtask, startedAt: hoursAgo(3), endedAt: hoursAgo(2) }, 422, 'Debe indicar una tarea o una subtarea'],
      [{ task: 999_999, startedAt: hoursAgo(3), endedAt: hoursAgo(2) }, 422, 'La tarea no existe'],
      [{ task: '/api/teams/1', startedAt: hoursAgo(3), endedAt: hoursAgo(2) }, 400, 'IRI no válida'],
      [{ task: id, startedAt: 'ayer', endedAt: hoursAgo(2) }, 400, 'Datos de la petición no válidos'],
    ];
    for (const [payload, status, message] of cases) {
      const response = await create(ACCOUNTS.ana, payload);
      assert.deepEqual([response.statusCode, response.json().error], [status, message], JSON.stringify(payload));
    }
    assert.equal(await countOf(id), 0);
  });

  test('outsiders get 403; deleted tasks 409', async () => {
    const id = await fixtures.task('Soporte', 'Ajena');
    assert.equal((await create(ACCOUNTS.luis, { task: id, startedAt: hoursAgo(3), endedAt: hoursAgo(2) })).statusCode, 403);
    const deleted = await fixtures.task('Soporte', 'Eliminada', { deleted: true });
    const refused = await create(ACCOUNTS.ana, { task: deleted, startedAt: hoursAgo(3), endedAt: hoursAgo(2) });
    assert.deepEqual([refused.statusCode, refused.json().error], [409, 'La tarea está eliminada']);
    assert.equal(await countOf(id), 0);
  });
});

describe('GET /api/work_time_histories', () => {
  test('members see every entry; the requester only their own; others 404; a filter is required', async () => {
    const id = await fixtures.task('Soporte', 'Historial', { createdBy: ACCOUNTS.luis });
    await fixtures.entry(ACCOUNTS.ana, { task: id }, hoursAgo(50), hoursAgo(49));
    await fixtures.entry(ACCOUNTS.luis, { task: id }, hoursAgo(50), hoursAgo(49));
    const subtask = await fixtures.subtask(id, 'Parte');
    await fixtures.entry(PABLO, { subtask }, hoursAgo(48), hoursAgo(47));
    const asMember = members(await entriesOf(PABLO, `task=${id}`));
    assert.equal(asMember.length, 2);
    assert.equal(asMember[0]?.['@type'], 'WorkTimeHistory');
    const asRequester = members(await entriesOf(ACCOUNTS.luis, `task=/api/tasks/${id}`));
    assert.deepEqual(asRequester.map((entry) => entry.user), [`/api/users/${await fixtures.userId(ACCOUNTS.luis)}`]);
    assert.equal(members(await entriesOf(ACCOUNTS.ana, `subtask=${subtask}`)).length, 1);
    assert.equal((await entriesOf('jorge.santos@empresa.es', `task=${id}`)).statusCode, 404);
    const missing = await entriesOf(PABLO, 'team=1');
    assert.deepEqual([missing.statusCode, missing.json().error], [400, 'Debe indicar una tarea o una subtarea']);
  });
});

describe('DELETE /api/deleteTimeHistory/{id}', () => {
  test('the owner and the team’s administrators delete closed entries; others may not; running ones stay', async () => {
    const id = await fixtures.task('Soporte', 'Borrar');
    const own = await fixtures.entry(ACCOUNTS.ana, { task: id }, hoursAgo(60), hoursAgo(59));
    const byManager = await fixtures.entry(ACCOUNTS.ana, { task: id }, hoursAgo(58), hoursAgo(57));
    const remove = (email: string, entry: number) => injectWithLogin(email, { method: 'DELETE', url: `/api/deleteTimeHistory/${entry}` });
    const refused = await remove(PABLO, own);
    assert.deepEqual([refused.statusCode, refused.json().error], [403, 'No tiene permiso para realizar esta acción.']);
    const deleted = await remove(ACCOUNTS.ana, own);
    assert.equal(deleted.statusCode, 200);
    assert.deepEqual(Object.keys(deleted.json()).sort(), ['day_time', 'week_time']);
    assert.equal((await remove(ACCOUNTS.redesManager, byManager)).statusCode, 200);
    assert.equal(await countOf(id), 0);
    assert.equal((await remove(ACCOUNTS.ana, own)).statusCode, 404);
    await injectWithLogin(ACCOUNTS.ana, { method: 'PUT', url: `/api/task/${id}/timeWorking2`, payload: { tzOffset: -60 } });
    const [running] = await app.db.query<{ id: number }>('SELECT id FROM work_time_histories WHERE task_id = $1 AND ended_at IS NULL', [id]);
    const busy = await remove(ACCOUNTS.ana, running?.id ?? 0);
    assert.deepEqual([busy.statusCode, busy.json().error], [409, 'No se puede eliminar un registro en curso: páuselo primero']);
    assert.equal(await countOf(id), 1);
  });
});
