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
    // A sub-department manager in the managerOnly "Dirección Técnica", seen by a member of another department.
    assert.deepEqual(await teamNames(ACCOUNTS.luis, ACCOUNTS.redesManager), []);
    assert.ok((await teamNames(ACCOUNTS.luis, ACCOUNTS.techManager)).includes('Dirección Técnica'));
    // Admins and the managers in charge still see every membership.
    assert.ok((await teamNames(ACCOUNTS.admin, ACCOUNTS.redesManager)).includes('Dirección Técnica'));
  });
});
