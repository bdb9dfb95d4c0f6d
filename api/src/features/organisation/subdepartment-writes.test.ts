import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp } from '../../../test/helper.ts';
import { errorOf, organisationLookup } from '../../../test/fixtures/organisation-lookup.ts';

const { app, injectWithLogin } = await buildTestApp();
const { departmentId, subdepartmentId, userId } = organisationLookup(injectWithLogin);

const put = (email: string, url: string, payload: unknown) => injectWithLogin(email, { method: 'PUT', url, payload: payload as object });
const post = (email: string, payload: unknown) => injectWithLogin(email, { method: 'POST', url: '/api/subdepartments', payload: payload as object });

describe('POST /api/subdepartments', () => {
  test('created with calendar power on and the rest off; its manager gets the role', async () => {
    const response = await post(ACCOUNTS.techManager, {
      department: `/api/departments/${await departmentId('Tecnología')}`,
      name: ' Sistemas ',
      user: `/api/users/${await userId('pablo.hernandez@empresa.es')}`,
    });
    assert.equal(response.statusCode, 201);
    const created = response.json();
    assert.equal(created.name, 'Sistemas');
    assert.deepEqual(
      [created.managerCalendar, created.managerTasks, created.managerMedical, created.managerReports],
      [true, false, false, false],
    );
    const [row] = await app.db.query<{ roles: string[] }>('SELECT roles FROM users WHERE email = $1', ['pablo.hernandez@empresa.es']);
    assert.ok(row?.roles.includes('ROLE_SUBDEPARTMENT_MANAGER'));
  });

  test('an invalid form creates nothing', async () => {
    const department = await departmentId('Tecnología');
    const before = (await app.db.query<{ count: number }>('SELECT count(*)::int AS count FROM subdepartments'))[0]?.count;
    const cases: [unknown, string][] = [
      [{ department, name: '', user: await userId(ACCOUNTS.ana) }, 'El nombre de equipo no puede estar vacío'],
      [{ department, name: 'Sin responsable', user: null }, 'El nuevo equipo debe tener un responsable'],
      [{ department, name: 'Responsable borrado', user: await userId('antonio.gil@empresa.es') }, 'Se ha producido un error con el responsable que ha seleccionado'],
    ];
    for (const [body, message] of cases) {
      const response = await post(ACCOUNTS.admin, body);
      assert.equal(response.statusCode, 422);
      assert.equal(errorOf(response), message);
    }
    assert.equal((await app.db.query<{ count: number }>('SELECT count(*)::int AS count FROM subdepartments'))[0]?.count, before);
  });

  test('an unknown or deleted department takes no new sub-department', async () => {
    const finance = await departmentId('Administración y Finanzas');
    const user = await userId(ACCOUNTS.ana);
    await app.db.query('UPDATE departments SET deleted = true WHERE id = $1', [finance]);
    try {
      for (const department of [finance, 99999]) {
        const response = await post(ACCOUNTS.admin, { department, name: 'Huérfano', user });
        assert.equal(response.statusCode, 422, String(department));
        assert.equal(errorOf(response), 'El departamento seleccionado no es válido');
      }
      assert.equal((await app.db.query('SELECT 1 FROM subdepartments WHERE name = $1', ['Huérfano'])).length, 0);
    } finally {
      await app.db.query('UPDATE departments SET deleted = false WHERE id = $1', [finance]);
    }
  });

  test('only admins and the department’s manager', async () => {
    const body = { department: await departmentId('Tecnología'), name: 'Otro', user: await userId(ACCOUNTS.ana) };
    for (const email of [ACCOUNTS.redesManager, 'dpto.operaciones@empresa.es', ACCOUNTS.supportTeamManager, ACCOUNTS.ana]) {
      assert.equal((await post(email, body)).statusCode, 403, email);
    }
  });
});

describe('PUT /api/subdepartments/{id}', () => {
  test('one flag at a time, rename, manager change, delete and restore by the department’s manager', async () => {
    const id = await subdepartmentId('Desarrollo');
    const url = `/api/subdepartments/${id}`;
    assert.equal((await put(ACCOUNTS.techManager, url, { managerTasks: true })).json().managerTasks, true);
    const renamed = await put(ACCOUNTS.techManager, url, { name: ' Desarrollo Web ' });
    assert.equal(renamed.json().name, 'Desarrollo Web');
    assert.equal(renamed.json().managerTasks, true);
    assert.equal(errorOf(await put(ACCOUNTS.techManager, url, { name: '' })), 'El nombre de equipo no puede estar vacío');
    const miguel = await userId('miguel.ortiz@empresa.es');
    assert.equal((await put(ACCOUNTS.techManager, url, { user: `/api/users/${miguel}` })).json().user, `/api/users/${miguel}`);
    assert.equal(errorOf(await put(ACCOUNTS.techManager, url, { user: 99999 })), 'Se ha producido un error con el responsable que ha seleccionado');
    assert.equal((await put(ACCOUNTS.techManager, url, { deleted: true })).json().deleted, true);
    assert.equal((await injectWithLogin(ACCOUNTS.ana, { method: 'GET', url })).statusCode, 404);
    assert.equal((await put(ACCOUNTS.techManager, url, { deleted: false })).json().deleted, false);
  });

  test('its own manager, other departments and members get 403', async () => {
    const url = `/api/subdepartments/${await subdepartmentId('Redes')}`;
    for (const email of [ACCOUNTS.redesManager, 'dpto.operaciones@empresa.es', ACCOUNTS.supportTeamManager, ACCOUNTS.ana]) {
      assert.equal((await put(email, url, { managerReports: true })).statusCode, 403, email);
    }
    assert.equal((await put(ACCOUNTS.admin, '/api/subdepartments/99999', { managerReports: true })).statusCode, 404);
  });
});
