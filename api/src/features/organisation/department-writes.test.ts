import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp } from '../../../test/helper.ts';
import { errorOf, organisationLookup } from '../../../test/fixtures/organisation-lookup.ts';

const { app, injectWithLogin } = await buildTestApp();
const { departmentId, userId } = organisationLookup(injectWithLogin);

const put = (email: string, url: string, payload: unknown) => injectWithLogin(email, { method: 'PUT', url, payload: payload as object });
const getDepartment = async (id: number) => (await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: `/api/departments/${id}` })).json();

describe('PUT /api/departments/{id}', () => {
  test('its manager renames (trimmed) and toggles the four flags; the rest stays', async () => {
    const id = await departmentId('Tecnología');
    const before = await getDepartment(id);
    const renamed = await put(ACCOUNTS.techManager, `/api/departments/${id}`, { name: ' Tecnología e Innovación ', teams: [] });
    assert.equal(renamed.statusCode, 200);
    assert.deepEqual({ ...(renamed.json() as object), name: before.name }, before);
    for (const [field, value] of Object.entries({ requireTime: true, banReason: true, rejectReason: false, allowMultitask: false })) {
      assert.equal((await put(ACCOUNTS.techManager, `/api/departments/${id}`, { [field]: value })).json()[field], value, field);
    }
    await put(ACCOUNTS.techManager, `/api/departments/${id}`, { name: before.name });
  });

  test('an empty name is refused and nothing changes', async () => {
    const id = await departmentId('Tecnología');
    const response = await put(ACCOUNTS.admin, `/api/departments/${id}`, { name: '  ', requireTime: true });
    assert.equal(response.statusCode, 422);
    assert.equal(errorOf(response), 'El nombre para el departamento no puede estar vacío');
    assert.equal((await getDepartment(id)).requireTime, true);
    assert.equal((await getDepartment(id)).name, 'Tecnología');
  });

  test('direct members: added and removed through the list; a duplicate is refused', async () => {
    const id = await departmentId('Tecnología');
    const current: string[] = (await getDepartment(id)).users;
    const ana = `/api/users/${await userId(ACCOUNTS.ana)}`;
    const added = await put(ACCOUNTS.admin, `/api/departments/${id}`, { users: [...current, ana] });
    assert.deepEqual([...added.json().users].sort(), [...current, ana].sort());
    const duplicate = await put(ACCOUNTS.admin, `/api/departments/${id}`, { users: [...current, ana, ana] });
    assert.equal(errorOf(duplicate), 'El usuario ya está en el departamento');
    const removed = await put(ACCOUNTS.admin, `/api/departments/${id}`, { users: current });
    assert.deepEqual([...removed.json().users].sort(), [...current].sort());
  });

  test('scope: another department’s manager, sub-department and team managers, members get 403', async () => {
    const id = await departmentId('Tecnología');
    for (const email of ['dpto.operaciones@empresa.es', ACCOUNTS.redesManager, ACCOUNTS.supportTeamManager, ACCOUNTS.ana, ACCOUNTS.sysAdmin]) {
      assert.equal((await put(email, `/api/departments/${id}`, { requireTime: false })).statusCode, 403, email);
    }
    assert.equal((await put(ACCOUNTS.admin, '/api/departments/99999', { requireTime: false })).statusCode, 404);
  });

  test('a logo must be an image uploaded for this department', async () => {
    const id = await departmentId('Tecnología');
    const uploader = await userId(ACCOUNTS.techManager);
    const insert = async (entity: string, entityId: number, mime: string) =>
      (
        await app.db.query<{ id: number }>(
          `INSERT INTO media_objects (name, storage_key, mime_type, size, entity, entity_id, created_by_id)
           VALUES ('logo', gen_random_uuid(), $1, 10, $2, $3, $4) RETURNING id`,
          [mime, entity, entityId, uploader],
        )
      )[0]?.id;
    const own = await insert('Department', id, 'image/png');
    const otherDepartment = await insert('Department', id + 1, 'image/png');
    const notAnImage = await insert('Department', id, 'application/pdf');
    for (const logo of [otherDepartment, notAnImage, 99999]) {
      assert.equal((await put(ACCOUNTS.techManager, `/api/departments/${id}`, { logo })).statusCode, 422);
    }
    assert.equal((await put(ACCOUNTS.techManager, `/api/departments/${id}`, { logo: `/api/media_objects/${own}` })).json().logo, `/api/media_objects/${own}`);
  });

  test('delete and restore; a deleted department gives its manager no power, so only an admin restores it', async () => {
    const id = await departmentId('Administración y Finanzas');
    assert.equal((await put('dpto.finanzas@empresa.es', `/api/departments/${id}`, { deleted: true })).statusCode, 200);
    for (const email of [ACCOUNTS.ana, 'dpto.finanzas@empresa.es']) {
      assert.equal((await injectWithLogin(email, { method: 'GET', url: `/api/departments/${id}` })).statusCode, 404);
    }
    assert.equal((await put('dpto.finanzas@empresa.es', `/api/departments/${id}`, { deleted: false })).statusCode, 403);
    assert.equal((await put(ACCOUNTS.admin, `/api/departments/${id}`, { deleted: false })).json().deleted, false);
  });

  test('only admins change the manager: its manager cannot hand it over or drop it (403, nothing changes)', async () => {
    const id = await departmentId('Tecnología');
    const techManager = `/api/users/${await userId(ACCOUNTS.techManager)}`;
    const before = await getDepartment(id);
    for (const user of [`/api/users/${await userId(ACCOUNTS.redesManager)}`, null]) {
      const response = await put(ACCOUNTS.techManager, `/api/departments/${id}`, { user, requireTime: !before.requireTime });
      assert.equal(response.statusCode, 403);
      assert.equal(errorOf(response), 'Solo un administrador puede cambiar el responsable del departamento');
      assert.match(String(response.headers['content-type']), /^application\/ld\+json/);
    }
    assert.deepEqual(await getDepartment(id), before);
    assert.equal(before.user, techManager);
    const [redes] = await app.db.query<{ roles: string[] }>('SELECT roles FROM users WHERE email = $1', [ACCOUNTS.redesManager]);
    assert.ok(!redes?.roles.includes('ROLE_DEPARTMENT_MANAGER'));
    // The screen sends the whole department back: the current manager unchanged is no hand-over.
    assert.equal((await put(ACCOUNTS.techManager, `/api/departments/${id}`, { user: techManager })).statusCode, 200);
  });

  test('a manager change hands the role over', async () => {
    const id = await departmentId('Operaciones');
    const raquel = await userId('raquel.mendez@empresa.es');
    const response = await put(ACCOUNTS.admin, `/api/departments/${id}`, { user: raquel });
    assert.equal(response.json().user, `/api/users/${raquel}`);
    const roles = async (email: string) => (await app.db.query<{ roles: string[] }>('SELECT roles FROM users WHERE email = $1', [email]))[0]?.roles ?? [];
    assert.ok((await roles('raquel.mendez@empresa.es')).includes('ROLE_DEPARTMENT_MANAGER'));
    assert.ok(!(await roles('dpto.operaciones@empresa.es')).includes('ROLE_DEPARTMENT_MANAGER'));
    const previous = await userId('dpto.operaciones@empresa.es');
    const roleChanges = await app.db.query<{ entity_id: number; after: { roles: string[] } }>(
      "SELECT entity_id, after FROM audit_logs WHERE entity = 'User' AND entity_id = ANY($1) ORDER BY id",
      [[raquel, previous]],
    );
    assert.deepEqual(
      roleChanges.map((entry) => [entry.entity_id, entry.after.roles.includes('ROLE_DEPARTMENT_MANAGER')]),
      [[raquel, true], [previous, false]],
    );
    assert.equal(errorOf(await put(ACCOUNTS.admin, `/api/departments/${id}`, { user: 99999 })), 'Se ha producido un error con el responsable que ha seleccionado');
  });
});

describe('POST /api/departments', () => {
  test('admins only; the name is required', async () => {
    assert.equal((await injectWithLogin(ACCOUNTS.techManager, { method: 'POST', url: '/api/departments', payload: { name: 'Marketing' } })).statusCode, 403);
    const blank = await injectWithLogin(ACCOUNTS.admin, { method: 'POST', url: '/api/departments', payload: { name: ' ' } });
    assert.equal(errorOf(blank), 'El nombre para el departamento no puede estar vacío');
    const created = await injectWithLogin(ACCOUNTS.admin, { method: 'POST', url: '/api/departments', payload: { name: 'Marketing' } });
    assert.equal(created.statusCode, 201);
    assert.equal(created.json().name, 'Marketing');
  });
});
