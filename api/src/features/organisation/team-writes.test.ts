import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp } from '../../../test/helper.ts';
import { errorOf, organisationLookup } from '../../../test/fixtures/organisation-lookup.ts';

const { app, injectWithLogin } = await buildTestApp();
const { teamId, departmentId, subdepartmentId, userId } = organisationLookup(injectWithLogin);

const put = (email: string, url: string, payload?: unknown) =>
  injectWithLogin(email, { method: 'PUT', url, ...(payload === undefined ? {} : { payload: payload as object }) });
const post = (email: string, url: string, payload: unknown) => injectWithLogin(email, { method: 'POST', url, payload: payload as object });
const getTeam = async (id: number) => (await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: `/api/teams/${id}` })).json();
const rolesOf = async (email: string): Promise<string[]> => {
  const [row] = await app.db.query<{ roles: string[] }>('SELECT roles FROM users WHERE email = $1', [email]);
  return row?.roles ?? [];
};

describe('POST /api/teams', () => {
  test('a department manager creates a team: incidentVisible by default, the manager a member and a team manager', async () => {
    const managerId = await userId('laura.diaz@empresa.es');
    const response = await post(ACCOUNTS.techManager, '/api/teams', {
      department: `/api/departments/${await departmentId('Tecnología')}`,
      name: '  Redes Wifi  ',
      user: `/api/users/${managerId}`,
    });
    assert.equal(response.statusCode, 201);
    const team = response.json();
    assert.equal(team.name, 'Redes Wifi');
    assert.equal(team.incidentVisible, true);
    assert.equal(team.user, `/api/users/${managerId}`);
    assert.equal(response.headers.location, `/api/teams/${team.id}`);
    assert.deepEqual(
      team.users.map((member: { user: { id: number } }) => member.user.id),
      [managerId],
    );
    assert.ok((await rolesOf('laura.diaz@empresa.es')).includes('ROLE_TEAM_MANAGER'));
  });

  test('an invalid form creates nothing, with the Spanish message', async () => {
    const department = `/api/departments/${await departmentId('Tecnología')}`;
    const before = (await app.db.query<{ count: number }>('SELECT count(*)::int AS count FROM teams'))[0]?.count;
    const cases: [unknown, string][] = [
      [{ department, name: '   ', user: await userId('laura.diaz@empresa.es') }, 'El nombre de equipo no puede estar vacío'],
      [{ department, name: 'Sin responsable' }, 'El nuevo equipo debe tener un responsable'],
      [{ department, name: 'Responsable borrado', user: await userId('antonio.gil@empresa.es') }, 'Se ha producido un error con el responsable que ha seleccionado'],
      [{ department, name: 'Responsable inexistente', user: '/api/users/99999' }, 'Se ha producido un error con el responsable que ha seleccionado'],
    ];
    for (const [body, message] of cases) {
      const response = await post(ACCOUNTS.techManager, '/api/teams', body);
      assert.equal(response.statusCode, 422, message);
      assert.equal(errorOf(response), message);
    }
    const after = (await app.db.query<{ count: number }>('SELECT count(*)::int AS count FROM teams'))[0]?.count;
    assert.equal(after, before);
  });

  test('scope: another department’s manager, a team manager and a member get 403; a sub-department manager only into their own', async () => {
    const body = { department: await departmentId('Tecnología'), name: 'Fuera de alcance', user: await userId('ana.garcia@empresa.es') };
    for (const email of ['dpto.operaciones@empresa.es', ACCOUNTS.supportTeamManager, ACCOUNTS.ana, ACCOUNTS.redesManager]) {
      assert.equal((await post(email, '/api/teams', body)).statusCode, 403, email);
    }
    const intoDesarrollo = await post(ACCOUNTS.redesManager, '/api/teams', { ...body, subdepartment: await subdepartmentId('Desarrollo') });
    assert.equal(intoDesarrollo.statusCode, 403);
    const intoRedes = await post(ACCOUNTS.redesManager, '/api/teams', { ...body, subdepartment: await subdepartmentId('Redes') });
    assert.equal(intoRedes.statusCode, 201);
    assert.equal(intoRedes.json().subdepartment, `/api/subdepartments/${await subdepartmentId('Redes')}`);
  });
});

describe('PUT /api/teams/{id}', () => {
  test('merges: a rename trims and leaves every other field as it was', async () => {
    const id = await teamId('Aplicaciones');
    const before = await getTeam(id);
    const response = await put(ACCOUNTS.techManager, `/api/teams/${id}`, { name: '  Aplicaciones Internas ', users: [] });
    assert.equal(response.statusCode, 200);
    const after = response.json();
    assert.equal(after.name, 'Aplicaciones Internas');
    assert.deepEqual({ ...after, name: before.name }, before);
    await put(ACCOUNTS.techManager, `/api/teams/${id}`, { name: before.name });
  });

  test('empty name or incident description: 422 and nothing changes', async () => {
    const id = await teamId('Soporte');
    for (const body of [{ name: '' }, { incidentDescription: '  ' }, { incidentDescription: null }, { name: 'Nuevo', incidentDescription: '' }]) {
      const response = await put(ACCOUNTS.admin, `/api/teams/${id}`, body);
      assert.equal(response.statusCode, 422);
      assert.equal(errorOf(response), 'El nombre de equipo no puede estar vacío');
    }
    assert.equal((await getTeam(id)).name, 'Soporte');
  });

  test('a change is published privately to the team, its department and admins, without the mailbox secret', async () => {
    const id = await teamId('Soporte');
    await put(ACCOUNTS.admin, `/api/teams/${id}`, { weekReport: true, taskInboxPassword: 'publicado-no' });
    const [update] = await app.db.query<{ topics: string[]; data: string; private: boolean }>(
      'SELECT topics, data, private FROM live_updates ORDER BY id DESC LIMIT 1',
    );
    assert.ok(update?.private);
    assert.ok(update?.topics.some((topic) => topic.endsWith(`/api/teams/${id}`)));
    for (const topic of [`urn:app:team:${id}`, `urn:app:dept:${await departmentId('Tecnología')}`, 'urn:app:admin']) assert.ok(update?.topics.includes(topic), topic);
    assert.equal(JSON.parse(update?.data ?? '{}').weekReport, true);
    assert.doesNotMatch(update?.data ?? '', /publicado-no|taskInboxPassword/);
  });

  test('tools and incident flags change one at a time', async () => {
    const id = await teamId('Soporte');
    const flags = { managerOnly: true, weekReport: true, notifyManagerOnTaskCreate: true, incidentVisible: false, incidentDescription: 'Otra descripción' };
    for (const [field, value] of Object.entries(flags)) {
      const response = await put(ACCOUNTS.redesManager, `/api/teams/${id}`, { [field]: value });
      assert.equal(response.statusCode, 200, field);
      assert.equal(response.json()[field], value, field);
    }
  });

  test('mailbox: validated, the password stored encrypted and never returned', async () => {
    const id = await teamId('Infraestructura');
    assert.equal(errorOf(await put(ACCOUNTS.admin, `/api/teams/${id}`, { taskInboxUsername: 'no-es-correo' })), 'El correo no es válido');
    assert.equal(
      errorOf(await put(ACCOUNTS.admin, `/api/teams/${id}`, { taskInboxUsername: 'infra@empresa.es', taskInboxPassword: '12345' })),
      'La contraseña debe tener al menos 6 caracteres',
    );
    assert.equal((await getTeam(id)).taskInboxConfigured, false);
    const response = await put(ACCOUNTS.admin, `/api/teams/${id}`, { taskInboxUsername: 'infra@empresa.es', taskInboxPassword: 'secreto-123' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().taskInboxUsername, 'infra@empresa.es');
    assert.equal(response.json().taskInboxConfigured, true);
    assert.doesNotMatch(response.body, /secreto-123|taskInboxPassword/);
    const [stored] = await app.db.query<{ sealed: string }>('SELECT task_inbox_password_encrypted AS sealed FROM teams WHERE id = $1', [id]);
    assert.ok(stored?.sealed && !stored.sealed.includes('secreto-123'));
    assert.doesNotMatch((await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: '/api/teams' })).body, /secreto-123|taskInboxPassword/);
  });

  test("mailbox credentials: only admins set new ones; a team's other administrators get 403 and change nothing", async () => {
    const id = await teamId('Soporte');
    const before = (await app.db.query<{ username: string; sealed: string }>('SELECT task_inbox_username AS username, task_inbox_password_encrypted AS sealed FROM teams WHERE id = $1', [id]))[0];
    assert.ok(before?.username);
    for (const email of [ACCOUNTS.techManager, ACCOUNTS.redesManager]) {
      for (const body of [{ taskInboxPassword: 'otra-clave-1' }, { taskInboxUsername: 'otro@empresa.es' }, { name: 'Soporte 2', taskInboxUsername: 'otro@empresa.es', taskInboxPassword: 'otra-clave-1' }]) {
        const response = await put(email, `/api/teams/${id}`, body);
        assert.equal(response.statusCode, 403, `${email} ${JSON.stringify(body)}`);
        assert.equal(errorOf(response), 'Solo un administrador puede cambiar las credenciales del buzón de tareas');
      }
    }
    const after = (await app.db.query('SELECT task_inbox_username AS username, task_inbox_password_encrypted AS sealed FROM teams WHERE id = $1', [id]))[0];
    assert.deepEqual(after, before);
    assert.equal((await getTeam(id)).name, 'Soporte');
    // A client that sends back the address it read changes no credentials.
    const resent = await put(ACCOUNTS.techManager, `/api/teams/${id}`, { taskInboxUsername: before.username, weekReport: true });
    assert.equal(resent.statusCode, 200, resent.body);
  });

  test('sub-department: Ninguno or one of the department’s; the current one is no move; scope', async () => {
    const id = await teamId('Dirección Técnica');
    const redes = await subdepartmentId('Redes');
    const intoRedes = await put(ACCOUNTS.techManager, `/api/teams/${id}`, { subdepartment: `/api/subdepartments/${redes}` });
    assert.equal(intoRedes.json().subdepartment, `/api/subdepartments/${redes}`);
    // The one it is already in, sent back with a rename as a full-form client does (its null
    // incidentDescription too), is no move: even a sub-department manager, who may not place teams
    // elsewhere, renames it, and nothing else changes.
    const unchanged = await put(ACCOUNTS.redesManager, `/api/teams/${id}`, { ...(intoRedes.json() as object), name: 'Dirección Técnica Redes', subdepartment: redes });
    assert.equal(unchanged.statusCode, 200);
    const { name: renamed, ...rest } = unchanged.json();
    const { name: _previous, ...before } = intoRedes.json();
    assert.equal(renamed, 'Dirección Técnica Redes');
    assert.deepEqual(rest, before);
    assert.equal((await put(ACCOUNTS.techManager, `/api/teams/${id}`, { name: 'Dirección Técnica' })).statusCode, 200);
    const otherDepartment = await put(ACCOUNTS.admin, `/api/teams/${id}`, { subdepartment: await subdepartmentId('Logística') });
    assert.equal(errorOf(otherDepartment), 'Se ha producido un error con el equipo que ha seleccionado.');
    assert.equal(errorOf(await put(ACCOUNTS.admin, `/api/teams/${id}`, { subdepartment: 99999 })), 'Se ha producido un error con el equipo que ha seleccionado.');
    // A sub-department manager cannot hand a team over to another sub-department or take it out of theirs.
    assert.equal((await put(ACCOUNTS.redesManager, `/api/teams/${id}`, { subdepartment: await subdepartmentId('Desarrollo') })).statusCode, 403);
    assert.equal((await put(ACCOUNTS.redesManager, `/api/teams/${id}`, { subdepartment: null })).statusCode, 403);
    const none = await put(ACCOUNTS.techManager, `/api/teams/${id}`, { subdepartment: null });
    assert.equal(none.json().subdepartment, null);
  });

  test('scope: sub-department managers change only teams of their sub-departments; others get 403; unknown 404', async () => {
    const almacen = await teamId('Almacén');
    const aplicaciones = await teamId('Aplicaciones');
    assert.equal((await put(ACCOUNTS.redesManager, `/api/teams/${aplicaciones}`, { weekReport: true })).statusCode, 403);
    assert.equal((await put(ACCOUNTS.techManager, `/api/teams/${almacen}`, { weekReport: true })).statusCode, 403);
    assert.equal((await put(ACCOUNTS.supportTeamManager, `/api/teams/${await teamId('Soporte')}`, { weekReport: true })).statusCode, 403);
    for (const email of [ACCOUNTS.ana, ACCOUNTS.inspector, ACCOUNTS.sysAdmin, ACCOUNTS.desarrolloManager]) {
      assert.equal((await put(email, `/api/teams/${almacen}`, { name: 'x' })).statusCode, 403, email);
    }
    assert.equal((await put(ACCOUNTS.admin, '/api/teams/99999', { name: 'x' })).statusCode, 404);
    assert.equal((await getTeam(almacen)).weekReport, false);
  });

  test('a manager change makes the new manager a member and a team manager; the old one loses the role when managing nothing', async () => {
    const id = await teamId('Soporte');
    const newManager = await userId('pablo.hernandez@empresa.es');
    const response = await put(ACCOUNTS.admin, `/api/teams/${id}`, { user: `/api/users/${newManager}` });
    assert.equal(response.json().user, `/api/users/${newManager}`);
    assert.ok((await rolesOf('pablo.hernandez@empresa.es')).includes('ROLE_TEAM_MANAGER'));
    assert.ok(!(await rolesOf(ACCOUNTS.supportTeamManager)).includes('ROLE_TEAM_MANAGER'));
    assert.equal(errorOf(await put(ACCOUNTS.admin, `/api/teams/${id}`, { user: await userId('antonio.gil@empresa.es') })), 'Se ha producido un error con el responsable que ha seleccionado');
    await put(ACCOUNTS.admin, `/api/teams/${id}`, { user: await userId(ACCOUNTS.supportTeamManager) });
  });
});

describe('PUT /api/team_delete/{id} and restore', () => {
  test('deletes and restores within scope; outsiders get 403', async () => {
    const id = await teamId('Infraestructura');
    assert.equal((await put(ACCOUNTS.desarrolloManager, `/api/team_delete/${id}`)).statusCode, 403);
    const deleted = await put(ACCOUNTS.redesManager, `/api/team_delete/${id}`);
    assert.equal(deleted.statusCode, 200);
    assert.equal(deleted.json().deleted, true);
    assert.equal((await injectWithLogin(ACCOUNTS.ana, { method: 'GET', url: `/api/teams/${id}` })).statusCode, 404);
    const restored = await put(ACCOUNTS.techManager, `/api/teams/${id}`, { deleted: false });
    assert.equal(restored.json().deleted, false);
    assert.equal((await put(ACCOUNTS.techManager, `/api/team_delete/${id}`, { deleted: false })).json().deleted, false);
  });
});

describe('PUT /api/user_team_add and /api/user_team_del', () => {
  test('adds once, refuses a duplicate, removes; the manager stays', async () => {
    const team = await teamId('Soporte');
    const carmen = await userId('carmen.munoz@empresa.es');
    const added = await put(ACCOUNTS.techManager, '/api/user_team_add', { user_id: carmen, team_id: team, title: 'Técnica' });
    assert.equal(added.statusCode, 200);
    const row = added.json().users.find((member: { user: { id: number } }) => member.user.id === carmen);
    assert.equal(row.title, 'Técnica');
    const again = await put(ACCOUNTS.techManager, '/api/user_team_add', { user_id: carmen, team_id: team });
    assert.equal(again.statusCode, 422);
    assert.equal(errorOf(again), 'El usuario ya está en el equipo');
    const removed = await put(ACCOUNTS.redesManager, '/api/user_team_del', { user_id: carmen, team_id: team });
    assert.equal(removed.statusCode, 200);
    assert.ok(!removed.json().users.some((member: { user: { id: number } }) => member.user.id === carmen));
    assert.equal((await put(ACCOUNTS.redesManager, '/api/user_team_del', { user_id: carmen, team_id: team })).statusCode, 404);
    const manager = await userId(ACCOUNTS.supportTeamManager);
    assert.equal(errorOf(await put(ACCOUNTS.admin, '/api/user_team_del', { user_id: manager, team_id: team })), 'No se puede quitar al responsable del equipo');
    assert.equal((await put(ACCOUNTS.admin, '/api/user_team_add', { user_id: manager, team_id: team })).statusCode, 200);
  });

  test('a sub-department manager enrols only people of the sub-department, a team manager nobody (403, nothing changes)', async () => {
    const soporte = await teamId('Soporte');
    const carmen = await userId('carmen.munoz@empresa.es');
    const diego = await userId('diego.alvarez@empresa.es');
    const refusals = [
      [ACCOUNTS.redesManager, carmen],
      [ACCOUNTS.supportTeamManager, carmen],
      [ACCOUNTS.supportTeamManager, diego],
    ] as const;
    for (const [email, user] of refusals) {
      const response = await put(email, '/api/user_team_add', { user_id: user, team_id: soporte });
      assert.equal(response.statusCode, 403, `${email} → ${user}`);
      assert.equal(errorOf(response), 'No tiene permiso para añadir a esta persona al equipo');
      assert.match(String(response.headers['content-type']), /^application\/ld\+json/);
    }
    const memberIds = async () => (await getTeam(soporte)).users.map((member: { user: { id: number } }) => member.user.id);
    assert.ok(!(await memberIds()).includes(carmen));
    assert.ok(!(await memberIds()).includes(diego));
    // Diego is in Infraestructura, a team of Redes: its manager may move him into Soporte too.
    assert.equal((await put(ACCOUNTS.redesManager, '/api/user_team_add', { user_id: diego, team_id: soporte })).statusCode, 200);
    assert.equal((await put(ACCOUNTS.redesManager, '/api/user_team_del', { user_id: diego, team_id: soporte })).statusCode, 200);
  });

  test('a sub-department manager names as team manager only people of the sub-department (403, nothing changes)', async () => {
    const soporte = await teamId('Soporte');
    const carmen = `/api/users/${await userId('carmen.munoz@empresa.es')}`;
    const before = await getTeam(soporte);
    const handOver = await put(ACCOUNTS.redesManager, `/api/teams/${soporte}`, { user: carmen, weekReport: !before.weekReport });
    assert.equal(handOver.statusCode, 403);
    assert.equal(errorOf(handOver), 'No tiene permiso para añadir a esta persona al equipo');
    assert.deepEqual(await getTeam(soporte), before);
    assert.equal(before.user, `/api/users/${await userId(ACCOUNTS.supportTeamManager)}`);
    const body = { department: await departmentId('Tecnología'), subdepartment: await subdepartmentId('Redes'), name: 'Equipo de Carmen', user: carmen };
    assert.equal((await post(ACCOUNTS.redesManager, '/api/teams', body)).statusCode, 403);
    const [created] = await app.db.query<{ count: number }>("SELECT count(*)::int AS count FROM teams WHERE name = 'Equipo de Carmen'");
    assert.equal(created?.count, 0);
  });

  test('scope and missing items', async () => {
    const almacen = await teamId('Almacén');
    const ana = await userId(ACCOUNTS.ana);
    assert.equal((await put(ACCOUNTS.techManager, '/api/user_team_add', { user_id: ana, team_id: almacen })).statusCode, 403);
    assert.equal((await put(ACCOUNTS.ana, '/api/user_team_del', { user_id: await userId(ACCOUNTS.luis), team_id: almacen })).statusCode, 403);
    assert.equal((await put(ACCOUNTS.admin, '/api/user_team_add', { user_id: 99999, team_id: almacen })).statusCode, 404);
    assert.equal((await put(ACCOUNTS.admin, '/api/user_team_add', { user_id: ana, team_id: 99999 })).statusCode, 404);
    assert.equal((await put(ACCOUNTS.admin, '/api/user_team_add', { user_id: await userId('antonio.gil@empresa.es'), team_id: almacen })).statusCode, 404);
    assert.equal((await put(ACCOUNTS.admin, '/api/user_team_add', { team_id: almacen })).statusCode, 400);
  });
});
