import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp, members } from '../../../test/helper.ts';
import { type TaskFixtures, taskFixtures } from '../../../test/fixtures/task-fixtures.ts';

const testApp = await buildTestApp();
const { injectWithLogin } = testApp;
let f: TaskFixtures;
before(async () => {
  f = await taskFixtures(testApp);
});

const incidentsOf = (caller: string, userId: number | string) => injectWithLogin(caller, { method: 'GET', url: `/api/getIncidents/user/${userId}` });
const namesIn = async (caller: string, userId: number) => {
  const response = await incidentsOf(caller, userId);
  assert.equal(response.statusCode, 200, response.body);
  return members(response).map((task) => task.name);
};

describe('GET /api/getIncidents/user/{id}', () => {
  test("lists a person's incident requests: all of them to themselves and to an admin, those of the teams they run to a manager, none to others", async () => {
    const support = 'Impresora de la segunda planta sin conexión';
    const warehouse = 'Carretilla sin batería';
    await f.createTask(ACCOUNTS.luis, 'Soporte', support, true);
    await f.createTask(ACCOUNTS.luis, 'Almacén', warehouse, true);
    await f.createTask(ACCOUNTS.luis, 'Almacén', 'Tarea ordinaria de Luis');
    const luis = f.user(ACCOUNTS.luis);

    for (const caller of [ACCOUNTS.luis, ACCOUNTS.admin]) {
      const names = await namesIn(caller, luis);
      assert.ok(names.includes(support) && names.includes(warehouse), `${caller}: ${names}`);
      assert.ok(!names.includes('Tarea ordinaria de Luis'), caller);
    }
    const managed = await namesIn(ACCOUNTS.supportTeamManager, luis);
    assert.ok(managed.includes(support));
    assert.ok(!managed.includes(warehouse));
    assert.deepEqual(await namesIn(ACCOUNTS.ana, luis), []);
  });

  test('refuses an id that is not a number with a JSON-LD 400', async () => {
    const response = await incidentsOf(ACCOUNTS.luis, 'abc');
    assert.equal(response.statusCode, 400);
    assert.equal(response.json()['@type'], 'hydra:Error');
  });
});
