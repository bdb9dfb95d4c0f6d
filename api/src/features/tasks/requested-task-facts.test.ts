import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp, members } from '../../../test/helper.ts';
import { taskFixtures } from '../../../test/fixtures/task-fixtures.ts';

const testApp = await buildTestApp();
const { injectWithLogin } = testApp;
const f = await taskFixtures(testApp);

const LUIS_ID = f.user(ACCOUNTS.luis);
const raised = await injectWithLogin(ACCOUNTS.luis, {
  method: 'POST',
  url: '/api/tasks',
  payload: {
    name: 'Teclado roto',
    team: `/api/teams/${f.team('Soporte')}`,
    incident: true,
    email: ACCOUNTS.luis,
    status: '/api/task_statuses/2',
    messages: [{ message: 'Se han soltado tres teclas', user: `/api/users/${LUIS_ID}` }],
  },
});
assert.equal(raised.statusCode, 201, raised.body);
const taskId: number = raised.json().id;

const adminTasks = async (email: string) => {
  const response = await injectWithLogin(email, { method: 'GET', url: '/api/getAdminTasks' });
  assert.equal(response.statusCode, 200);
  return response;
};

describe('GET /api/getAdminTasks says who asks and what', () => {
  test('the requester by name and the request’s first message', async () => {
    const listed = members(await adminTasks(ACCOUNTS.techManager)).find((task) => task.id === taskId);
    assert.equal(listed?.requesterName, 'Luis Martín Gómez');
    assert.equal(listed?.requestMessage, 'Se han soltado tres teclas');
  });

  test('someone who may not authorise it sees neither', async () => {
    for (const email of [ACCOUNTS.ana, ACCOUNTS.redesManager]) {
      const response = await adminTasks(email);
      assert.ok(!members(response).some((task) => task.id === taskId), email);
      assert.ok(!response.body.includes('Se han soltado tres teclas'), email);
    }
  });
});
