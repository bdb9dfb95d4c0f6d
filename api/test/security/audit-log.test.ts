/** Sensitive changes leave who/when/what/before/after in the audit log, in the same transaction; admins read it. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import { ACCOUNTS, buildTestApp, members } from '../helper.ts';
import { organisationLookup } from '../fixtures/organisation-lookup.ts';
import { taskFixtures } from '../fixtures/task-fixtures.ts';

const testApp = await buildTestApp();
const { app, injectWithLogin } = testApp;
const lookup = organisationLookup(injectWithLogin);
const adminId = await lookup.userId(ACCOUNTS.admin);
const techManagerId = await lookup.userId(ACCOUNTS.techManager);

type Entry = { action: string; entity: string; entityId: number; entityLabel: string | null; actor: string; actorIp: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null };
const entries = async (filter: string): Promise<Entry[]> =>
  members(await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: `/api/audit_logs?${filter}` })) as unknown as Entry[];

describe('writes', () => {
  test('a team deletion and restore are logged with the actor, before and after; mailbox secrets never', async () => {
    const infra = await lookup.teamId('Infraestructura');
    const put = (payload: object) => injectWithLogin(ACCOUNTS.techManager, { method: 'PUT', url: `/api/teams/${infra}`, payload });
    // Only admins give a mailbox credentials.
    const credentials = { taskInboxPassword: 'secreto123', taskInboxUsername: 'infra@empresa.es' };
    assert.equal((await injectWithLogin(ACCOUNTS.admin, { method: 'PUT', url: `/api/teams/${infra}`, payload: credentials })).statusCode, 200);
    assert.equal((await injectWithLogin(ACCOUNTS.techManager, { method: 'PUT', url: `/api/team_delete/${infra}`, payload: {} })).statusCode, 200);
    assert.equal((await put({ deleted: false })).statusCode, 200);
    const logged = await entries(`entity=Team&entityId=${infra}`);
    assert.deepEqual(logged.map((entry) => entry.action), ['restore', 'delete', 'update']);
    const [restore, deletion] = logged;
    assert.equal(deletion?.actor, `/api/users/${techManagerId}`);
    assert.equal(deletion?.before?.deleted, false);
    assert.equal(deletion?.after?.deleted, true);
    assert.equal(restore?.after?.deleted, false);
    assert.ok(!JSON.stringify(logged).includes('task_inbox_password'));
    assert.ok(!JSON.stringify(logged).includes('secreto123'));
  });

  test('memberships, department members, roles and configurations are logged', async () => {
    const soporte = await lookup.teamId('Soporte');
    const diego = await lookup.userId('diego.alvarez@empresa.es');
    const membership = { team_id: `/api/teams/${soporte}`, user_id: `/api/users/${diego}` };
    assert.equal((await injectWithLogin(ACCOUNTS.admin, { method: 'PUT', url: '/api/user_team_add', payload: membership })).statusCode, 200);
    assert.equal((await injectWithLogin(ACCOUNTS.admin, { method: 'PUT', url: '/api/user_team_del', payload: membership })).statusCode, 200);
    const memberships = await entries(`entity=UserTeam&actor=/api/users/${adminId}`);
    assert.deepEqual(memberships.slice(0, 2).map((entry) => [entry.action, entry.before?.user_id ?? entry.after?.user_id]), [['delete', diego], ['create', diego]]);

    const operaciones = await lookup.departmentId('Operaciones');
    const url = `/api/departments/${operaciones}`;
    const current = (await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url })).json().users as string[];
    assert.equal((await injectWithLogin(ACCOUNTS.admin, { method: 'PUT', url, payload: { users: [...current, `/api/users/${diego}`] } })).statusCode, 200);
    const [departmentMembers] = await entries(`entity=DepartmentMembers&entityId=${operaciones}`);
    assert.ok(departmentMembers?.after && departmentMembers.before);
    assert.ok((departmentMembers.after.users as number[]).includes(diego));
    assert.ok(!(departmentMembers.before.users as number[]).includes(diego));

    assert.equal((await injectWithLogin(ACCOUNTS.admin, { method: 'PUT', url: `/api/users/${diego}`, payload: { roles: ['ROLE_USER', 'ROLE_INSPECTOR'] } })).statusCode, 200);
    const [roles] = await entries(`entity=User&entityId=${diego}`);
    assert.deepEqual(roles?.after?.roles, ['ROLE_USER', 'ROLE_INSPECTOR']);
    assert.ok(roles && !('password_hash' in (roles.after ?? {})));

    const created = await injectWithLogin(ACCOUNTS.admin, { method: 'POST', url: '/api/configurations', payload: { name: 'team_unlock_tasks', data: String(soporte), value: ['1'] } });
    assert.equal(created.statusCode, 201, created.body);
    assert.equal((await injectWithLogin(ACCOUNTS.admin, { method: 'DELETE', url: `/api/configurations/${created.json().id}` })).statusCode, 204);
    assert.deepEqual((await entries(`entity=Configuration&entityId=${created.json().id}`)).map((entry) => entry.action), ['delete', 'create']);
  });

  test('soft deletes of a task, a subtask and their messages are logged; ordinary edits are not', async () => {
    const { createTask, patch } = await taskFixtures(testApp);
    const post = async (url: string, payload: object): Promise<number> => {
      const response = await injectWithLogin(ACCOUNTS.supportTeamManager, { method: 'POST', url, payload });
      assert.equal(response.statusCode, 201, response.body);
      return response.json().id;
    };
    const taskId = await createTask(ACCOUNTS.supportTeamManager, 'Soporte', 'Tarea auditada');
    const subtaskId = await post('/api/subtasks', { task: `/api/tasks/${taskId}`, name: 'Subtarea auditada' });
    const taskMessageId = await post('/api/task_messages', { task: `/api/tasks/${taskId}`, message: 'Mensaje de tarea' });
    const subtaskMessageId = await post('/api/subtask_messages', { subtask: `/api/subtasks/${subtaskId}`, message: 'Mensaje de subtarea' });
    const remove = async (url: string) => assert.equal((await patch(ACCOUNTS.supportTeamManager, url, { deleted: true })).statusCode, 200, url);
    assert.equal((await patch(ACCOUNTS.supportTeamManager, `/api/tasks/${taskId}`, { name: 'Tarea auditada 2' })).statusCode, 200);
    await remove(`/api/task_messages/${taskMessageId}`);
    await remove(`/api/subtask_messages/${subtaskMessageId}`);
    await remove(`/api/subtasks/${subtaskId}`);
    await remove(`/api/tasks/${taskId}`);
    const supportManagerId = await lookup.userId(ACCOUNTS.supportTeamManager);
    for (const [entity, id] of [['Task', taskId], ['Subtask', subtaskId], ['TaskMessage', taskMessageId], ['SubtaskMessage', subtaskMessageId]] as const) {
      const logged = await entries(`entity=${entity}&entityId=${id}`);
      assert.deepEqual(logged.map((entry) => entry.action), ['delete'], entity);
      assert.equal(logged[0]?.actor, `/api/users/${supportManagerId}`, entity);
      assert.deepEqual([logged[0]?.before?.deleted, logged[0]?.after?.deleted], [false, true], entity);
    }
    assert.equal((await entries(`entity=Task&entityId=${taskId}`))[0]?.after?.name, 'Tarea auditada 2');
  });

  test('a refused change logs nothing; a change whose entry cannot be written is not made', async () => {
    const before = (await entries('entity=Team&itemsPerPage=100')).length;
    const almacen = await lookup.teamId('Almacén');
    assert.equal((await injectWithLogin(ACCOUNTS.techManager, { method: 'PUT', url: `/api/teams/${almacen}`, payload: { name: 'Mío' } })).statusCode, 403);
    assert.equal((await entries('entity=Team&itemsPerPage=100')).length, before);

    await app.db.query("ALTER TABLE audit_logs ADD CONSTRAINT refuse_teams CHECK (entity <> 'Team') NOT VALID");
    try {
      const response = await injectWithLogin(ACCOUNTS.admin, { method: 'PUT', url: `/api/teams/${almacen}`, payload: { name: 'Almacén central' } });
      assert.equal(response.statusCode, 500);
    } finally {
      await app.db.query('ALTER TABLE audit_logs DROP CONSTRAINT refuse_teams');
    }
    assert.equal((await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: `/api/teams/${almacen}` })).json().name, 'Almacén');
  });
});

describe('GET /api/audit_logs', () => {
  test('admins only', async () => {
    for (const email of [ACCOUNTS.sysAdmin, ACCOUNTS.techManager, ACCOUNTS.ana]) {
      assert.equal((await injectWithLogin(email, { method: 'GET', url: '/api/audit_logs' })).statusCode, 403, email);
    }
  });

  test('newest first, paged by the database', async () => {
    const response = await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: '/api/audit_logs?itemsPerPage=2' });
    const body = response.json();
    assert.equal(body['hydra:member'].length, 2);
    assert.ok(body['hydra:totalItems'] > 2);
    assert.ok(body['hydra:member'][0].id > body['hydra:member'][1].id);
    assert.match(body['hydra:view']['hydra:next'], /page=2/);
    const second = (await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: '/api/audit_logs?itemsPerPage=2&page=2' })).json();
    assert.ok(second['hydra:member'][0].id < body['hydra:member'][1].id);
  });
});

describe('the audit log’s filters and spreadsheet', () => {
  const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' });

  test('filters by days, names who acted, and refuses a malformed day', async () => {
    const [latest] = members(await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: `/api/audit_logs?createdAt[after]=${today()}&createdAt[before]=${today()}` }));
    assert.ok(latest);
    assert.deepEqual(await entries('createdAt[after]=2999-01-01'), []);
    const bad = await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: '/api/audit_logs?createdAt[before]=ayer' });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().error, 'Fecha no válida');
    const [byAdmin] = members(await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: `/api/audit_logs?actor=${adminId}&itemsPerPage=1` }));
    assert.ok(byAdmin?.actorName);
  });

  test('“Descargar”: an .xlsx of the filtered entries, newest first; admins only', async () => {
    for (const email of [ACCOUNTS.sysAdmin, ACCOUNTS.ana]) {
      assert.equal((await injectWithLogin(email, { method: 'GET', url: '/api/audit_logs/export' })).statusCode, 403, email);
    }
    const filter = 'entity=UserTeam';
    const expected = await entries(`${filter}&itemsPerPage=100`);
    const response = await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: `/api/audit_logs/export?${filter}` });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /spreadsheetml/);
    assert.match(String(response.headers['content-disposition']), /attachment; filename="registro-de-auditoria.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Registro de auditoría');
    assert.ok(sheet);
    assert.deepEqual((sheet.getRow(1).values as unknown[]).slice(1), ['Fecha', 'Persona', 'Dirección', 'Acción', 'Entidad', 'Id', 'Registro', 'Antes', 'Después']);
    assert.ok(expected.length > 0);
    assert.equal(sheet.rowCount, expected.length + 1);
    assert.deepEqual(
      [sheet.getRow(2).getCell(4).value, sheet.getRow(2).getCell(5).value, sheet.getRow(2).getCell(6).value, sheet.getRow(2).getCell(7).value],
      [expected[0]?.action, 'UserTeam', expected[0]?.entityId, expected[0]?.entityLabel],
    );
  });
});
