import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp, members } from '../../../test/helper.ts';
import { organisationLookup } from '../../../test/fixtures/organisation-lookup.ts';

const { injectWithLogin } = await buildTestApp();
const { teamId, userId } = organisationLookup(injectWithLogin);
const get = (email: string, url: string) => injectWithLogin(email, { method: 'GET', url });

/** The membership rows the caller reads in the `users` of the teams they see. */
async function membershipsInTeams(email: string): Promise<Map<string, unknown>> {
  const teams = members(await get(email, '/api/teams'));
  return new Map(teams.flatMap((team) => (team.users as { '@id': string }[]).map((membership) => [membership['@id'], membership])));
}

describe('GET /api/user_teams', () => {
  test('each caller reads exactly the memberships of the teams they see, as those teams list them', async () => {
    for (const email of [ACCOUNTS.admin, ACCOUNTS.techManager, ACCOUNTS.supportTeamManager, ACCOUNTS.inspector, ACCOUNTS.ana, ACCOUNTS.luis]) {
      const response = await get(email, '/api/user_teams');
      assert.equal(response.statusCode, 200, email);
      const listed = members(response);
      const expected = await membershipsInTeams(email);
      assert.deepEqual(listed.map((one) => one['@id']).sort(), [...expected.keys()].sort(), email);
      for (const one of listed) assert.deepEqual(one, expected.get(one['@id']), email);
    }
    // Not everything: a member of one department does not read the managerOnly team of another.
    const everyone = members(await get(ACCOUNTS.admin, '/api/user_teams')).length;
    assert.ok(members(await get(ACCOUNTS.luis, '/api/user_teams')).length < everyone);
  });

  test('filters by user and team; one item, or 404 outside the caller\'s teams', async () => {
    const direccion = await teamId('Dirección Técnica');
    const ofTeam = members(await get(ACCOUNTS.admin, `/api/user_teams?team=/api/teams/${direccion}`));
    assert.ok(ofTeam.length > 0);
    assert.ok(ofTeam.every((one) => one.team === `/api/teams/${direccion}`));
    const redes = await userId(ACCOUNTS.redesManager);
    const ofUser = members(await get(ACCOUNTS.admin, `/api/user_teams?user=${redes}`));
    assert.ok(ofUser.length > 0 && ofUser.every((one) => (one.user as { id: number }).id === redes));
    const hidden = ofTeam[0]?.['@id'] ?? '';
    const item = await get(ACCOUNTS.admin, hidden);
    assert.equal(item.statusCode, 200);
    assert.equal(item.json()['@type'], 'UserTeam');
    assert.equal((await get(ACCOUNTS.luis, hidden)).statusCode, 404);
    assert.equal((await get(ACCOUNTS.admin, '/api/user_teams/999999')).statusCode, 404);
  });
});
