import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp } from '../../../test/helper.ts';
import { type TaskFixtures, taskFixtures } from '../../../test/fixtures/task-fixtures.ts';

const testApp = await buildTestApp();
let f: TaskFixtures;
before(async () => {
  f = await taskFixtures(testApp);
});

const STATUS = (id: number) => `/api/task_statuses/${id}`;
const move = (id: number, payload: unknown, email: string = ACCOUNTS.supportTeamManager) => f.patch(email, `/api/tasks/${id}`, payload);
const MOVED_FROM_ACTIVE = 'La tarea ya no está en Activas: otra persona la ha movido.';

describe('PATCH /api/tasks/{id} with fromStatus: a move made on what the client saw', () => {
  test('a move from the status the task is in is written; a second move from that same status gets 409 and changes nothing', async () => {
    const id = await f.createTask(ACCOUNTS.supportTeamManager, 'Soporte', 'Renovar el dominio');
    const fresh = await move(id, { status: STATUS(4), fromStatus: STATUS(1) });
    assert.equal(fresh.statusCode, 200, fresh.body);
    assert.equal(fresh.json().status.id, 4);

    const before = await f.taskRow(id);
    const stale = await move(id, { status: STATUS(1), fromStatus: { '@id': STATUS(1) }, name: 'Renombrada' });
    assert.equal(stale.statusCode, 409, stale.body);
    assert.equal(stale.json()['@type'], 'hydra:Error');
    assert.equal(stale.json().error, MOVED_FROM_ACTIVE);
    assert.deepEqual(await f.taskRow(id), before);
  });

  test('of two moves of one card sent at once from the same column, exactly one is written', async () => {
    const id = await f.createTask(ACCOUNTS.supportTeamManager, 'Soporte', 'Cambiar la batería del SAI');
    // The team's manager finishes it while the admin rejects it.
    const answers = await Promise.all([move(id, { status: STATUS(4), fromStatus: STATUS(1) }), move(id, { status: STATUS(3), fromStatus: STATUS(1) }, ACCOUNTS.admin)]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    assert.deepEqual(codes, [200, 409], answers.map((answer) => answer.body).join('\n'));
    const winner = answers.find((answer) => answer.statusCode === 200);
    assert.equal((await f.taskRow(id)).status_id, winner?.json().status.id);
    assert.equal(answers.find((answer) => answer.statusCode === 409)?.json().error, MOVED_FROM_ACTIVE);
  });

  test('a move without fromStatus is written whatever status the task is in, as before', async () => {
    const id = await f.createTask(ACCOUNTS.supportTeamManager, 'Soporte', 'Sustituir el router');
    assert.equal((await move(id, { status: STATUS(4) })).statusCode, 200);
    const again = await move(id, { status: STATUS(1) });
    assert.equal(again.statusCode, 200, again.body);
    assert.equal((await f.taskRow(id)).status_id, 1);
  });

  test('a fromStatus that is no status, or not a reference, answers 4xx and changes nothing', async () => {
    const id = await f.createTask(ACCOUNTS.supportTeamManager, 'Soporte', 'Revisar la impresora');
    const before = await f.taskRow(id);
    const cases: [unknown, number][] = [
      [{ status: STATUS(4), fromStatus: STATUS(99) }, 422],
      [{ status: STATUS(4), fromStatus: '/api/teams/1' }, 400],
      [{ status: STATUS(4), fromStatus: true }, 400],
      [{ status: STATUS(4), fromStatus: [STATUS(1)] }, 400],
    ];
    for (const [payload, code] of cases) {
      const response = await move(id, payload);
      assert.equal(response.statusCode, code, `${JSON.stringify(payload)} → ${response.body}`);
      assert.equal(typeof response.json().error, 'string');
    }
    assert.deepEqual(await f.taskRow(id), before);
  });
});
