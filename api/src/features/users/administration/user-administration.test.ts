import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import sql, { raw } from 'sql-template-tag';
import { USER_ADMINISTRATION_MESSAGES as MESSAGES } from '@portal/shared-api/rules';
import { ACCOUNTS, buildTestApp, members, ORIGIN } from '../../../../test/helper.ts';

const { app, login, injectWithLogin } = await buildTestApp();

const get = (email: string, url: string) => injectWithLogin(email, { method: 'GET', url });
const put = (email: string, url: string, payload: object) => injectWithLogin(email, { method: 'PUT', url, payload });
const emailsOf = async (email: string, url: string) => members(await get(email, url)).map((user) => user.email as string).sort();

async function idOf(table: 'users' | 'departments' | 'teams', column: 'email' | 'name', value: string): Promise<number> {
  const [found] = await app.db.query<{ id: number }>(sql`SELECT id FROM ${raw(table)} WHERE ${raw(column)} = ${value}`);
  assert.ok(found, `no ${table} ${value}`);
  return found.id;
}

const ana = await idOf('users', 'email', ACCOUNTS.ana);
const luis = await idOf('users', 'email', ACCOUNTS.luis);
const admin = await idOf('users', 'email', ACCOUNTS.admin);
const tecnologia = await idOf('departments', 'name', 'Tecnología');
const operaciones = await idOf('departments', 'name', 'Operaciones');
const soporte = await idOf('teams', 'name', 'Soporte');
const rolesOf = async (id: number) => (await get(ACCOUNTS.admin, `/api/users/${id}`)).json().roles as string[];

describe('the list of /control_usuarios', () => {
  test('a search finds name or e-mail in any case; filters by state and role; a department manager sees only their departments', async () => {
    assert.deepEqual(await emailsOf(ACCOUNTS.admin, '/api/users?administrable=true&search=GARCÍA'), [ACCOUNTS.ana]);
    assert.deepEqual(await emailsOf(ACCOUNTS.admin, '/api/users?administrable=true&search=LUIS.MAR'), [ACCOUNTS.luis]);
    assert.deepEqual(await emailsOf(ACCOUNTS.admin, '/api/users?administrable=true&role=ROLE_INSPECTOR'), [ACCOUNTS.inspector]);
    const managed = await emailsOf(ACCOUNTS.techManager, '/api/users?administrable=true&state=Activo');
    assert.ok(managed.includes(ACCOUNTS.ana));
    assert.ok(!managed.includes(ACCOUNTS.luis));
    assert.deepEqual(await emailsOf(ACCOUNTS.ana, '/api/users?administrable=true'), []);
    assert.equal((await get(ACCOUNTS.admin, '/api/users?administrable=true&state=Otro')).statusCode, 400);
  });

  test('a page carries the total and the search template names the new filters', async () => {
    const body = (await get(ACCOUNTS.admin, '/api/users?administrable=true&page=1&itemsPerPage=2')).json();
    assert.equal(body['hydra:member'].length, 2);
    assert.ok(body['hydra:totalItems'] > 2);
    const template = body['hydra:search']['hydra:template'] as string;
    for (const filter of ['administrable', 'role', 'state', 'search', 'department', 'team']) assert.ok(template.includes(filter), filter);
  });
});

describe('PUT /api/users/{id}/account', () => {
  test('an admin changes name, e-mail, departments, teams and read accesses, audited with before and after', async () => {
    const response = await put(ACCOUNTS.admin, `/api/users/${luis}/account`, {
      name: 'Luis Martín Ruiz',
      departments: [`/api/departments/${operaciones}`, `/api/departments/${tecnologia}`],
      departmentAccess: [{ department: `/api/departments/${tecnologia}`, readBool: true }],
    });
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.name, 'Luis Martín Ruiz');
    assert.ok(body.departments.some((department: { id: number }) => department.id === tecnologia));
    assert.deepEqual(
      body.departmentAccess.map((access: { department: string; readBool: boolean }) => [access.department, access.readBool]),
      [[`/api/departments/${tecnologia}`, true]],
    );
    const [entry] = await app.db.query<{ actor_id: number; before: { departments: number[] }; after: { departments: number[] } }>(
      sql`SELECT actor_id, before, after FROM audit_logs WHERE entity = 'UserMemberships' AND entity_id = ${luis} ORDER BY id DESC LIMIT 1`,
    );
    assert.equal(entry?.actor_id, admin);
    assert.ok(!entry?.before.departments.includes(tecnologia));
    assert.ok(entry?.after.departments.includes(tecnologia));
    const restored = await put(ACCOUNTS.admin, `/api/users/${luis}/account`, { departments: [`/api/departments/${operaciones}`], departmentAccess: [] });
    assert.equal(restored.statusCode, 200);
  });

  test('an e-mail already used is refused and nothing changes', async () => {
    const response = await put(ACCOUNTS.admin, `/api/users/${ana}/account`, { email: ACCOUNTS.luis.toUpperCase(), name: 'No guardado' });
    assert.equal(response.statusCode, 422);
    assert.equal(response.json().violations[0].message, MESSAGES.EMAIL_TAKEN);
    assert.notEqual((await get(ACCOUNTS.admin, `/api/users/${ana}`)).json().name, 'No guardado');
  });

  test('only admins change the non-post roles; post roles stay as the organisation set them', async () => {
    assert.equal((await put(ACCOUNTS.techManager, `/api/users/${ana}/account`, { roles: ['ROLE_INSPECTOR'] })).statusCode, 403);
    const redesManager = await idOf('users', 'email', ACCOUNTS.redesManager);
    const granted = await put(ACCOUNTS.admin, `/api/users/${redesManager}/account`, { roles: ['ROLE_INSPECTOR', 'ROLE_DEPARTMENT_MANAGER'] });
    assert.equal(granted.statusCode, 200);
    assert.deepEqual((await rolesOf(redesManager)).sort(), ['ROLE_INSPECTOR', 'ROLE_SUBDEPARTMENT_MANAGER', 'ROLE_USER']);
    assert.equal((await put(ACCOUNTS.admin, `/api/users/${redesManager}/account`, { roles: [] })).statusCode, 200);
    assert.deepEqual((await rolesOf(redesManager)).sort(), ['ROLE_SUBDEPARTMENT_MANAGER', 'ROLE_USER']);
    assert.equal((await put(ACCOUNTS.admin, `/api/users/${ana}/account`, { roles: ['ROLE_NINGUNO'] })).json().violations[0].message, MESSAGES.ROLE_INVALID);
  });

  test('nobody removes their own ROLE_ADMIN, and the last admin keeps it', async () => {
    const own = await put(ACCOUNTS.admin, `/api/users/${admin}/account`, { roles: [] });
    assert.equal(own.statusCode, 422);
    assert.equal(own.json().violations[0].message, MESSAGES.OWN_ADMIN_ROLE);
    const lastDeleted = await put(ACCOUNTS.admin, `/api/users/${admin}/account`, { deleted: true });
    assert.equal(lastDeleted.statusCode, 422);
    assert.equal(lastDeleted.json().violations[0].message, MESSAGES.LAST_ADMIN);
    const lastBanned = await put(ACCOUNTS.admin, `/api/users/${admin}/banUser`, { banned: true, reason: 'Prueba' });
    assert.equal(lastBanned.statusCode, 422);
    assert.ok((await rolesOf(admin)).includes('ROLE_ADMIN'));
    assert.equal((await get(ACCOUNTS.admin, `/api/users/${admin}`)).json().banned, false);
  });

  test('a department manager acts only on people of their departments and assigns only their departments and teams', async () => {
    assert.equal((await put(ACCOUNTS.techManager, `/api/users/${luis}/account`, { name: 'X' })).statusCode, 403);
    const outside = await put(ACCOUNTS.techManager, `/api/users/${ana}/account`, { departments: [`/api/departments/${operaciones}`] });
    assert.equal(outside.statusCode, 422);
    assert.equal(outside.json().violations[0].message, MESSAGES.OUTSIDE_DEPARTMENTS);
    const inside = await put(ACCOUNTS.techManager, `/api/users/${ana}/account`, { teams: [`/api/teams/${soporte}`], name: 'Ana García' });
    assert.equal(inside.statusCode, 200, inside.body);
  });
});

describe('a department manager administers nobody holding a role they could not grant', () => {
  test("an admin and another unit's manager of Tecnología are neither listed nor edited, banned, deleted or re-invited by its manager; its own posts are", async () => {
    const newcomer = async (email: string, roles: string[]) => {
      const [row] = await app.db.query<{ id: number }>(
        sql`INSERT INTO users (email, name, roles, password_hash) VALUES (${email}, 'Colega', ${JSON.stringify(roles)}::jsonb, '') RETURNING id`,
      );
      assert.ok(row);
      await app.db.query(sql`INSERT INTO department_users (department_id, user_id) VALUES (${tecnologia}, ${row.id})`);
      return row.id;
    };
    const colleagueAdmin = await newcomer('admin.tecnologia@empresa.es', ['ROLE_USER', 'ROLE_ADMIN']);
    const inspector = await newcomer('inspector.tecnologia@empresa.es', ['ROLE_USER', 'ROLE_INSPECTOR']);
    const otherUnitManager = await newcomer('responsable.almacen@empresa.es', ['ROLE_USER', 'ROLE_TEAM_MANAGER']);
    await app.db.query(sql`INSERT INTO teams (name, department_id, user_id) VALUES ('Almacén 2', ${operaciones}, ${otherUnitManager})`);

    const listed = await emailsOf(ACCOUNTS.techManager, '/api/users?administrable=true&itemsPerPage=100');
    for (const email of ['admin.tecnologia@empresa.es', 'inspector.tecnologia@empresa.es', 'responsable.almacen@empresa.es', ACCOUNTS.techManager]) {
      assert.ok(!listed.includes(email), email);
    }
    for (const email of [ACCOUNTS.ana, ACCOUNTS.redesManager, ACCOUNTS.supportTeamManager]) assert.ok(listed.includes(email), email);

    for (const id of [colleagueAdmin, inspector, otherUnitManager]) {
      assert.equal((await put(ACCOUNTS.techManager, `/api/users/${id}/account`, { email: 'buzon.responsable@empresa.es' })).statusCode, 403);
      assert.equal((await put(ACCOUNTS.techManager, `/api/users/${id}/account`, { deleted: true })).statusCode, 403);
      assert.equal((await put(ACCOUNTS.techManager, `/api/users/${id}/banUser`, { banned: true, reason: 'Toma de cuenta' })).statusCode, 403);
      assert.equal((await put(ACCOUNTS.techManager, `/api/users/${id}/holiday_allowance`, { holidayAllowance: 40 })).statusCode, 403);
      const resent = await injectWithLogin(ACCOUNTS.techManager, { method: 'POST', url: `/api/users/${id}/resendInvitation`, payload: {} });
      assert.equal(resent.statusCode, 403);
    }
    const [untouched] = await app.db.query<{ changed: number }>(
      sql`SELECT count(*)::int AS changed FROM users WHERE id = ANY(${[colleagueAdmin, inspector, otherUnitManager]}) AND (deleted OR banned OR holiday_allowance = 40)`,
    );
    assert.equal(untouched?.changed, 0);
    const [changes] = await app.db.query<{ count: number }>(sql`SELECT count(*)::int AS count FROM email_changes WHERE new_email = 'buzon.responsable@empresa.es'`);
    assert.equal(changes?.count, 0);

    const redesManager = await idOf('users', 'email', ACCOUNTS.redesManager);
    assert.equal((await put(ACCOUNTS.techManager, `/api/users/${redesManager}/account`, {})).statusCode, 200);
    assert.equal((await put(ACCOUNTS.admin, `/api/users/${colleagueAdmin}/account`, {})).statusCode, 200);
  });
});

describe('PUT /api/users/{id}/banUser, deletion and recovery', () => {
  test('a ban needs a reason, ends the session at once, and the login then names the ban only after the right password', async () => {
    const session = await login(ACCOUNTS.luis);
    const noReason = await put(ACCOUNTS.admin, `/api/users/${luis}/banUser`, { banned: true, reason: '  ' });
    assert.equal(noReason.statusCode, 422);
    assert.equal(noReason.json().violations[0].message, MESSAGES.BAN_REASON_REQUIRED);
    const banned = await put(ACCOUNTS.admin, `/api/users/${luis}/banUser`, { banned: true, reason: 'Uso indebido' });
    assert.equal(banned.statusCode, 200);
    assert.equal(banned.json().banned, true);
    assert.equal(banned.json().banReason, 'Uso indebido');
    const afterBan = await app.inject({ method: 'GET', url: `/api/users/${luis}`, headers: { origin: ORIGIN }, cookies: { BEARER: session } });
    assert.equal(afterBan.statusCode, 401);
    const signIn = (password: string) => app.inject({ method: 'POST', url: '/api/login', headers: { origin: ORIGIN }, payload: { username: ACCOUNTS.luis, password } });
    const wrong = await signIn('Incorrecta1!');
    assert.equal(wrong.statusCode, 401);
    assert.ok(!wrong.body.includes('bloqueada'));
    const right = await signIn('Portal2026!');
    assert.equal(right.statusCode, 403);
    assert.ok(right.body.includes(MESSAGES.ACCOUNT_BANNED));
    assert.deepEqual(await emailsOf(ACCOUNTS.admin, '/api/users?administrable=true&state=Bloqueado'), [ACCOUNTS.luis]);
    const [audit] = await app.db.query<{ before: { banned: boolean }; after: { banned: boolean } }>(
      sql`SELECT before, after FROM audit_logs WHERE entity = 'User' AND entity_id = ${luis} ORDER BY id DESC LIMIT 1`,
    );
    assert.deepEqual([audit?.before.banned, audit?.after.banned], [false, true]);
    assert.equal((await put(ACCOUNTS.admin, `/api/users/${luis}/banUser`, { banned: false })).statusCode, 200);
    assert.equal((await signIn('Portal2026!')).statusCode, 200);
  });

  test("a ban or a deletion ends every session of the person: none is left open nor listed under 'Sesiones abiertas'", async () => {
    const sessionsOf = async () => (await app.db.query(sql`SELECT 1 FROM user_sessions WHERE user_id = ${luis}`)).length;
    const listedFor = async (bearer: string) => {
      const response = await app.inject({ method: 'GET', url: '/api/user/sessions', headers: { origin: ORIGIN }, cookies: { BEARER: bearer } });
      assert.equal(response.statusCode, 200);
      return response.json()['hydra:member'].length as number;
    };
    for (const change of [() => put(ACCOUNTS.admin, `/api/users/${luis}/banUser`, { banned: true, reason: 'Prueba' }), () => put(ACCOUNTS.admin, `/api/users/${luis}/account`, { deleted: true })]) {
      await login(ACCOUNTS.luis);
      await login(ACCOUNTS.luis);
      assert.ok((await sessionsOf()) >= 2);
      assert.equal((await change()).statusCode, 200);
      assert.equal(await sessionsOf(), 0);
      assert.equal((await put(ACCOUNTS.admin, `/api/users/${luis}/banUser`, { banned: false })).statusCode, 200);
      assert.equal((await put(ACCOUNTS.admin, `/api/users/${luis}/account`, { deleted: false })).statusCode, 200);
      assert.equal(await listedFor(await login(ACCOUNTS.luis)), 1);
      await app.db.query(sql`DELETE FROM user_sessions WHERE user_id = ${luis}`);
    }
  });

  test('a deleted person vanishes from searches, shows under Eliminado, and is recovered with their history', async () => {
    assert.equal((await put(ACCOUNTS.admin, `/api/users/${luis}/account`, { deleted: true })).statusCode, 200);
    assert.deepEqual(await emailsOf(ACCOUNTS.ana, '/api/users?search=luis'), []);
    assert.deepEqual(await emailsOf(ACCOUNTS.admin, '/api/users?administrable=true&deleted=false&search=luis'), []);
    assert.deepEqual(await emailsOf(ACCOUNTS.admin, '/api/users?administrable=true&state=Eliminado&search=luis'), [ACCOUNTS.luis]);
    assert.equal((await put(ACCOUNTS.admin, `/api/users/${luis}/account`, { deleted: false })).statusCode, 200);
    assert.deepEqual(await emailsOf(ACCOUNTS.ana, '/api/users?search=luis'), [ACCOUNTS.luis]);
    const actions = await app.db.query<{ action: string }>(sql`SELECT action FROM audit_logs WHERE entity = 'User' AND entity_id = ${luis} ORDER BY id DESC LIMIT 2`);
    assert.deepEqual(actions.map((row) => row.action), ['restore', 'delete']);
  });
});
