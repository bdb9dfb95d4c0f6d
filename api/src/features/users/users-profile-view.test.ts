import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp, members } from '../../../test/helper.ts';

const { injectWithLogin } = await buildTestApp();

async function idOf(email: string): Promise<number> {
  const [user] = members(await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: `/api/users?email=${encodeURIComponent(email)}` }));
  assert.ok(user, `no user ${email}`);
  return user.id;
}

async function teamNames(viewer: string, email: string): Promise<string[]> {
  const response = await injectWithLogin(viewer, { method: 'GET', url: `/api/users/${await idOf(email)}` });
  assert.equal(response.statusCode, 200);
  return response.json().teams.map((membership: { team: { name: string } }) => membership.team.name);
}

describe('GET /api/users/{id} as a colleague’s profile', () => {
  test('leaves out managerOnly teams unless the owner is an admin or a department manager', async () => {
    // A sub-department manager in the managerOnly "Dirección Técnica", seen by a fellow member of it.
    assert.deepEqual(await teamNames(ACCOUNTS.desarrolloManager, ACCOUNTS.redesManager), []);
    assert.ok((await teamNames(ACCOUNTS.desarrolloManager, ACCOUNTS.techManager)).includes('Dirección Técnica'));
    // Admins and the managers in charge still see every membership.
    assert.ok((await teamNames(ACCOUNTS.admin, ACCOUNTS.redesManager)).includes('Dirección Técnica'));
  });
});

describe('managerOnly teams for those who may not see them', () => {
  const teamId = async (name: string) => {
    const team = members(await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: '/api/teams' })).find((one) => one.name === name);
    assert.ok(team, `no team ${name}`);
    return team.id;
  };
  const listed = async (viewer: string, url: string) => members(await injectWithLogin(viewer, { method: 'GET', url })).map((user) => user.email).sort();

  test('?team= of a team the caller may not open lists nobody, as /api/user_teams does; those who may see it get its people', async () => {
    const id = await teamId('Dirección Técnica');
    assert.equal((await injectWithLogin(ACCOUNTS.luis, { method: 'GET', url: `/api/teams/${id}` })).statusCode, 404);
    assert.deepEqual(await listed(ACCOUNTS.luis, `/api/users?team=${id}`), []);
    assert.deepEqual(await listed(ACCOUNTS.luis, `/api/users?team=/api/teams/${id}&summary=1`), []);
    assert.deepEqual(await listed(ACCOUNTS.luis, `/api/user_teams?team=${id}`), []);
    const people = [ACCOUNTS.techManager, ACCOUNTS.desarrolloManager, ACCOUNTS.redesManager].sort();
    for (const viewer of [ACCOUNTS.admin, ACCOUNTS.techManager, ACCOUNTS.redesManager]) assert.deepEqual(await listed(viewer, `/api/users?team=${id}`), people, viewer);
    // A visible team among the asked ones still lists its people.
    const almacen = await teamId('Almacén');
    assert.ok((await listed(ACCOUNTS.luis, `/api/users?team[]=${id}&team[]=${almacen}`)).includes(ACCOUNTS.luis));
  });

  test('a person’s memberships leave out the managerOnly teams the caller may not see, in lists and in the manager view too', async () => {
    const id = await teamId('Dirección Técnica');
    assert.ok(!(await teamNames(ACCOUNTS.luis, ACCOUNTS.techManager)).includes('Dirección Técnica'));
    const [manager] = members(await injectWithLogin(ACCOUNTS.luis, { method: 'GET', url: `/api/users?email=${ACCOUNTS.techManager}` }));
    assert.deepEqual(manager?.teams, []);
    // Ana joins the managerOnly team; the manager of her team Soporte sees her as a manager, not that team.
    const added = await injectWithLogin(ACCOUNTS.admin, { method: 'PUT', url: '/api/user_team_add', payload: { user_id: await idOf(ACCOUNTS.ana), team_id: id } });
    assert.equal(added.statusCode, 200, added.body);
    const [ana] = members(await injectWithLogin(ACCOUNTS.supportTeamManager, { method: 'GET', url: `/api/users?email=${ACCOUNTS.ana}` }));
    assert.ok(ana && ana.banned === false, 'the manager view');
    assert.deepEqual((ana.teams as { team: { name: string } }[]).map((membership) => membership.team.name), ['Soporte']);
    // She herself, the department's manager and the admins still see it.
    for (const viewer of [ACCOUNTS.ana, ACCOUNTS.techManager, ACCOUNTS.admin]) assert.ok((await teamNames(viewer, ACCOUNTS.ana)).includes('Dirección Técnica'), viewer);
  });
});
