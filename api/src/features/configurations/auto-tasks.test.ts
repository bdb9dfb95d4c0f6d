import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { AUTO_TASK_MESSAGES } from '@portal/shared-api/rules';
import { ACCOUNTS, buildTestApp, members } from '../../../test/helper.ts';

const { app, injectWithLogin } = await buildTestApp();
const idOf = async (table: string, column: string, value: string) =>
  (await app.db.query<{ id: number }>(`SELECT id FROM ${table} WHERE ${column} = $1`, [value]))[0]?.id ?? 0;

const soporte = String(await idOf('teams', 'name', 'Soporte'));
const almacen = String(await idOf('teams', 'name', 'Almacén'));
const ana = await idOf('users', 'email', ACCOUNTS.ana);
const luis = await idOf('users', 'email', ACCOUNTS.luis);
const weekly = { name: 'Copia semanal', email: 'avisos@empresa.es', tags: [1, 2, 3, 5, 4], cadence: 2, cadence_data: [1, 3], due: 2, users: [ana] };

const create = (email: string, data: string | null, value: unknown) =>
  injectWithLogin(email, { method: 'POST', url: '/api/configurations', payload: { name: 'auto_task', data, value } as object });
const stored = async () => (await app.db.query<{ n: number }>("SELECT count(*)::int AS n FROM configurations WHERE name = 'auto_task'"))[0]?.n;
const names = (response: { json(): unknown }) => members(response as never).map((row) => row.name);

describe('auto_task configurations', () => {
  test('the team’s automation managers create, read, change and delete them; a team has several', async () => {
    const created = await create(ACCOUNTS.supportTeamManager, soporte, { ...weekly, name: '  Copia semanal ', cadence_data: [3, 1] });
    assert.equal(created.statusCode, 201, created.body);
    assert.deepEqual(created.json().value, weekly, 'trimmed, days in order');
    assert.equal((await create(ACCOUNTS.redesManager, soporte, { ...weekly, cadence: 1, cadence_data: [] })).statusCode, 201);
    const listed = members(await injectWithLogin(ACCOUNTS.techManager, { method: 'GET', url: `/api/configurations?name=auto_task&data=${soporte}` }));
    assert.equal(listed.length, 2);
    const url = `/api/configurations/${created.json().id}`;
    const changed = await injectWithLogin(ACCOUNTS.techManager, { method: 'PUT', url, payload: { value: { ...weekly, cadence: 3, cadence_data: [30] } } });
    assert.deepEqual([changed.statusCode, changed.json().value.cadence_data], [200, [30]]);
    assert.equal((await injectWithLogin(ACCOUNTS.desarrolloManager, { method: 'DELETE', url })).statusCode, 403);
    assert.equal((await injectWithLogin(ACCOUNTS.supportTeamManager, { method: 'DELETE', url })).statusCode, 204);
  });

  test('its tasks are requested by its creator or a chosen member of the team, never by the notice address', async () => {
    const teamManager = await idOf('users', 'email', ACCOUNTS.supportTeamManager);
    const created = await create(ACCOUNTS.supportTeamManager, soporte, weekly);
    assert.equal(created.json().user, `/api/users/${teamManager}`);
    const url = `/api/configurations/${created.json().id}`;
    const kept = await injectWithLogin(ACCOUNTS.techManager, { method: 'PUT', url, payload: { value: weekly } });
    assert.equal(kept.json().user, `/api/users/${teamManager}`, 'changing the value keeps the requester');
    const chosen = await injectWithLogin(ACCOUNTS.techManager, { method: 'PUT', url, payload: { value: weekly, user: `/api/users/${ana}` } });
    assert.deepEqual([chosen.statusCode, chosen.json().user], [200, `/api/users/${ana}`]);
    const before = await stored();
    const outsider = await injectWithLogin(ACCOUNTS.admin, { method: 'POST', url: '/api/configurations', payload: { name: 'auto_task', data: soporte, value: weekly, user: luis } });
    assert.deepEqual([outsider.statusCode, outsider.json().violations[0].propertyPath], [422, 'user']);
    assert.equal(outsider.json().error, 'El solicitante de las tareas debe ser usted o un miembro del equipo');
    assert.equal(await stored(), before);
  });

  test('only the screen’s roles, for teams offered to them', async () => {
    const before = await stored();
    for (const email of [ACCOUNTS.ana, ACCOUNTS.inspector, ACCOUNTS.sysAdmin, ACCOUNTS.desarrolloManager]) {
      assert.equal((await create(email, soporte, weekly)).statusCode, 403, email);
    }
    assert.equal((await create(ACCOUNTS.techManager, almacen, { ...weekly, users: [luis] })).statusCode, 403);
    const noTeam = await create(ACCOUNTS.admin, null, weekly);
    assert.deepEqual([noTeam.statusCode, noTeam.json().violations[0].message], [422, 'Debe seleccionar un equipo primero']);
    assert.equal(await stored(), before);
  });

  test('every field of the value is validated with a Spanish 422, and nothing is stored', async () => {
    const before = await stored();
    const cases: [object, string, string][] = [
      [{ name: ' ' }, 'value.name', AUTO_TASK_MESSAGES.NAME_EMPTY],
      [{ email: '' }, 'value.email', AUTO_TASK_MESSAGES.EMAIL_EMPTY],
      [{ email: 'no-es-correo' }, 'value.email', AUTO_TASK_MESSAGES.EMAIL_EMPTY],
      [{ email: 'avisos@otra.com' }, 'value.email', AUTO_TASK_MESSAGES.EMAIL_DOMAIN],
      [{ cadence: 0 }, 'value.cadence', AUTO_TASK_MESSAGES.CADENCE_INVALID],
      [{ cadence: 2, cadence_data: [] }, 'value.cadence_data', AUTO_TASK_MESSAGES.WEEKDAYS_INVALID],
      [{ cadence: 2, cadence_data: [6] }, 'value.cadence_data', AUTO_TASK_MESSAGES.WEEKDAYS_INVALID],
      [{ cadence: 1, cadence_data: [2] }, 'value.cadence_data', AUTO_TASK_MESSAGES.WEEKDAYS_INVALID],
      [{ cadence: 3, cadence_data: [28] }, 'value.cadence_data', AUTO_TASK_MESSAGES.MONTH_DAY_INVALID],
      [{ cadence: 3, cadence_data: [0] }, 'value.cadence_data', AUTO_TASK_MESSAGES.MONTH_DAY_INVALID],
      [{ due: 6 }, 'value.due', AUTO_TASK_MESSAGES.DUE_INVALID],
      [{ tags: [1, 2, 3, 4, 5] }, 'value.tags', AUTO_TASK_MESSAGES.TAGS_INVALID],
      [{ tags: [1, 2, 3, 5, 999] }, 'value.tags', AUTO_TASK_MESSAGES.TAGS_INVALID],
      [{ tags: [1, 2, 3, 5] }, 'value.tags', AUTO_TASK_MESSAGES.TAGS_INVALID],
      [{ users: [luis] }, 'value.users', AUTO_TASK_MESSAGES.USERS_INVALID],
      [{ users: [ana, ana] }, 'value.users', AUTO_TASK_MESSAGES.USERS_INVALID],
    ];
    for (const [change, field, message] of cases) {
      const response = await create(ACCOUNTS.admin, soporte, { ...weekly, ...change });
      assert.equal(response.statusCode, 422, JSON.stringify(change));
      assert.deepEqual([response.json().violations[0].propertyPath, response.json().violations[0].message], [field, message], JSON.stringify(change));
    }
    assert.equal((await create(ACCOUNTS.admin, soporte, ['no es un objeto'])).statusCode, 422);
    assert.equal(await stored(), before);
  });

  test('any notice domain is accepted while the allowed-domains list is empty', async () => {
    await app.db.query(`UPDATE configurations SET value = '[]' WHERE id = 3`);
    try {
      assert.equal((await create(ACCOUNTS.admin, soporte, { ...weekly, email: 'avisos@otra.com' })).statusCode, 201);
    } finally {
      await app.db.query(`UPDATE configurations SET value = '["empresa.es"]' WHERE id = 3`);
    }
  });
});

describe('departments and teams offered in automation', () => {
  const departments = (email: string) => injectWithLogin(email, { method: 'GET', url: '/api/automation/departments' });
  const teams = async (email: string, department: string) =>
    names(await injectWithLogin(email, { method: 'GET', url: `/api/automation/teams?department=${await idOf('departments', 'name', department)}` }));

  test('each role gets what spec 02 §6 gives it', async () => {
    assert.ok(names(await departments(ACCOUNTS.admin)).includes('Operaciones'));
    assert.deepEqual(names(await departments(ACCOUNTS.supportTeamManager)), ['Tecnología']);
    assert.ok(!names(await departments(ACCOUNTS.techManager)).includes('Operaciones'));
    assert.deepEqual(await teams(ACCOUNTS.admin, 'Tecnología'), ['Aplicaciones', 'Dirección Técnica', 'Infraestructura', 'Soporte']);
    assert.deepEqual(await teams(ACCOUNTS.techManager, 'Tecnología'), ['Aplicaciones', 'Dirección Técnica', 'Infraestructura', 'Soporte']);
    assert.deepEqual(await teams(ACCOUNTS.redesManager, 'Tecnología'), ['Infraestructura', 'Soporte']);
    assert.deepEqual(await teams(ACCOUNTS.desarrolloManager, 'Tecnología'), ['Aplicaciones']);
    assert.deepEqual(await teams(ACCOUNTS.supportTeamManager, 'Tecnología'), ['Soporte']);
    assert.deepEqual(await teams(ACCOUNTS.techManager, 'Operaciones'), []);
  });

  test('a sub-department manager loses teams hidden from incidents; other roles are refused; a department is required', async () => {
    await app.db.query(`UPDATE teams SET incident_visible = false WHERE name = 'Infraestructura'`);
    assert.deepEqual(await teams(ACCOUNTS.redesManager, 'Tecnología'), ['Soporte']);
    assert.equal((await departments(ACCOUNTS.ana)).statusCode, 403);
    assert.equal((await departments(ACCOUNTS.inspector)).statusCode, 403);
    const missing = await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: '/api/automation/teams' });
    assert.deepEqual([missing.statusCode, missing.json().error], [400, 'Debe seleccionar un departamento']);
  });
});
