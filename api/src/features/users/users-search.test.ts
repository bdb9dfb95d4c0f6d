import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp, members } from '../../../test/helper.ts';

const { app, injectWithLogin } = await buildTestApp();

const search = (text: string, extra = '', as: string = ACCOUNTS.ana) =>
  injectWithLogin(as, { method: 'GET', url: `/api/users?search=${encodeURIComponent(text)}${extra}` });
const emails = async (text: string, extra = '', as?: string) => {
  const response = await search(text, extra, as);
  assert.equal(response.statusCode, 200);
  return members(response).map((user) => String(user.email));
};

before(async () => {
  // Own rows, so the assertions never depend on how large the demo data is.
  await app.db.query(
    `INSERT INTO users (email, name, password_hash, deleted) VALUES
       ('zoe.nunez@empresa.es', 'Zoé Árbolédä Búsqueda', 'x', false),
       ('ZOE.BORRADA@empresa.es', 'Zoé Borrada Búsqueda', 'x', true),
       ('sin.nombre.busqueda@empresa.es', NULL, 'x', false)`,
  );
  await app.db.query(
    `INSERT INTO users (email, name, password_hash)
     SELECT 'paginada' || lpad(n::text, 2, '0') || '@empresa.es', 'Persona Paginada ' || lpad(n::text, 2, '0'), 'x' FROM generate_series(1, 12) n`,
  );
});

describe('GET /api/users?search=', () => {
  test('ignores accents and case in the text and in the stored name', async () => {
    for (const text of ['árbolédä', 'ARBOLEDA', 'Arbóleda', 'zoé árb']) assert.deepEqual(await emails(text), ['zoe.nunez@empresa.es'], text);
  });

  test('matches the e-mail too, including users without a name', async () => {
    assert.deepEqual(await emails('NOMBRE.BUSQUEDA@'), ['sin.nombre.busqueda@empresa.es']);
    assert.deepEqual(await emails('zoe.nunez@empresa'), ['zoe.nunez@empresa.es']);
  });

  test('never finds deleted users, not even for an admin who may list them', async () => {
    // Ordered by name, people without one last.
    assert.deepEqual(await emails('busqueda', '', ACCOUNTS.admin), ['zoe.nunez@empresa.es', 'sin.nombre.busqueda@empresa.es']);
    const all = members(await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: '/api/users?deleted=true' }));
    assert.ok(all.some((user) => user.email === 'ZOE.BORRADA@empresa.es'), 'the admin list without search still has the deleted user');
  });

  test('treats LIKE wildcards as text', async () => {
    assert.deepEqual(await emails('%'), []);
    assert.deepEqual(await emails('_'), []);
  });

  test('pages in the database, ordered by name, with the full count and the Hydra view', async () => {
    const response = await search('paginada', '&page=2&itemsPerPage=5');
    const body = response.json();
    assert.deepEqual(
      members(response).map((user) => user.name),
      ['Persona Paginada 06', 'Persona Paginada 07', 'Persona Paginada 08', 'Persona Paginada 09', 'Persona Paginada 10'],
    );
    assert.equal(body['hydra:totalItems'], 12);
    assert.equal(body['hydra:view']['hydra:next'], '/api/users?search=paginada&itemsPerPage=5&page=3');
    assert.equal(body['hydra:view']['hydra:last'], '/api/users?search=paginada&itemsPerPage=5&page=3');
    assert.equal(members(await search('paginada', '&page=3&itemsPerPage=5')).length, 2);
    const past = (await search('paginada', '&page=9&itemsPerPage=5')).json();
    assert.deepEqual([past['hydra:member'], past['hydra:totalItems']], [[], 12]);
    assert.equal((await search('paginada')).json()['hydra:totalItems'], 12);
  });

  test('summary=1 answers slim UserSummary items; without it the full field view', async () => {
    const [slim] = members(await search('arboleda', '&summary=1'));
    assert.deepEqual(Object.keys(slim ?? {}).sort(), ['@id', '@type', 'deleted', 'email', 'id', 'image', 'name']);
    assert.equal(slim?.name, 'Zoé Árbolédä Búsqueda');
    const [full] = members(await search('arboleda'));
    assert.ok(full && 'teams' in full && 'roles' in full);
  });

  test('is open to every authenticated role and closed without a session', async () => {
    for (const account of [ACCOUNTS.ana, ACCOUNTS.inspector, ACCOUNTS.supportTeamManager, ACCOUNTS.sysAdmin]) {
      assert.deepEqual(await emails('arboleda', '&summary=1', account), ['zoe.nunez@empresa.es'], account);
    }
    const anonymous = await app.inject({ method: 'GET', url: '/api/users?search=nunez' });
    assert.equal(anonymous.statusCode, 401);
  });

  test('id[] looks up several users at once as summaries, deleted ones only for those who may list them', async () => {
    const ids = (await app.db.query<{ id: number }>("SELECT id FROM users WHERE email IN ('zoe.nunez@empresa.es', 'ZOE.BORRADA@empresa.es') ORDER BY id")).map(
      (row) => row.id,
    );
    const url = `/api/users?${ids.map((id) => `id[]=${id}`).join('&')}&summary=1`;
    const forAdmin = members(await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url }));
    assert.deepEqual(
      forAdmin.map((user) => user.id),
      ids,
    );
    const forMember = members(await injectWithLogin(ACCOUNTS.ana, { method: 'GET', url }));
    assert.deepEqual(
      forMember.map((user) => user.email),
      ['zoe.nunez@empresa.es'],
    );
  });

  test('enrollable=1 leaves out the admins a manager may not put in a team or in charge; admins still find them', async () => {
    await app.db.query(
      `WITH admin AS (INSERT INTO users (email, name, password_hash, roles) VALUES ('jefa.admin.busqueda@empresa.es', 'Jefa Búsqueda', 'x', '["ROLE_USER","ROLE_ADMIN"]') RETURNING id)
       INSERT INTO department_users (department_id, user_id) SELECT d.id, admin.id FROM departments d, admin WHERE d.name = 'Tecnología'`,
    );
    const [tecnologia] = await app.db.query<{ id: number }>("SELECT id FROM departments WHERE name = 'Tecnología'");
    const scoped = `&department=${tecnologia?.id}&summary=1`;
    assert.deepEqual(await emails('jefa', scoped, ACCOUNTS.techManager), ['jefa.admin.busqueda@empresa.es'], 'the plain department search finds her');
    assert.deepEqual(await emails('jefa', `${scoped}&enrollable=1`, ACCOUNTS.techManager), []);
    assert.deepEqual(await emails('jefa', `${scoped}&enrollable=1`, ACCOUNTS.admin), ['jefa.admin.busqueda@empresa.es']);
  });
});
