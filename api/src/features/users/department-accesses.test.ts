import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp, members } from '../../../test/helper.ts';
import { organisationLookup } from '../../../test/fixtures/organisation-lookup.ts';

const { app, injectWithLogin } = await buildTestApp();
const { departmentId, userId } = organisationLookup(injectWithLogin);
const get = (email: string, url: string) => injectWithLogin(email, { method: 'GET', url });

// Beside the seeded one (inspector → Operaciones): a member of Tecnología and one of Operaciones.
const tecnologia = await departmentId('Tecnología');
for (const [email, department, readBool] of [
  [ACCOUNTS.ana, tecnologia, false],
  [ACCOUNTS.luis, await departmentId('Operaciones'), true],
] as const) {
  await app.db.query('INSERT INTO user_department_accesses (user_id, department_id, read_bool) VALUES ($1, $2, $3)', [await userId(email), department, readBool]);
}

/** The accesses the caller reads in the `departmentAccess` of the people they list. */
async function accessesOnUsers(email: string): Promise<Map<string, unknown>> {
  const users = members(await get(email, '/api/users'));
  return new Map(users.flatMap((user) => ((user.departmentAccess as { '@id': string }[] | undefined) ?? []).map((access) => [access['@id'], access])));
}

const idsOf = async (email: string, url = '/api/user_department_accesses') => members(await get(email, url)).map((one) => one['@id']).sort();

describe('GET /api/user_department_accesses', () => {
  test('each caller reads exactly the accesses the records of the people they list show them', async () => {
    for (const email of [ACCOUNTS.admin, ACCOUNTS.techManager, ACCOUNTS.redesManager, ACCOUNTS.inspector, ACCOUNTS.ana, ACCOUNTS.luis]) {
      const listed = members(await get(email, '/api/user_department_accesses'));
      const expected = await accessesOnUsers(email);
      assert.deepEqual(listed.map((one) => one['@id']).sort(), [...expected.keys()].sort(), email);
      for (const one of listed) assert.deepEqual(one, expected.get(one['@id']), email);
    }
    assert.equal((await idsOf(ACCOUNTS.admin)).length, 3);
    assert.deepEqual(await idsOf(ACCOUNTS.ana), [`/api/user_department_accesses/user=${await userId(ACCOUNTS.ana)};department=${tecnologia}`]);
    // The manager of Tecnología reads the access of their member Ana, not those of Operaciones' people.
    assert.deepEqual(await idsOf(ACCOUNTS.techManager), await idsOf(ACCOUNTS.ana));
  });

  test('filters by user and department; one item by its composite id, or 404 outside the caller\'s scope', async () => {
    const inspector = await userId(ACCOUNTS.inspector);
    assert.equal((await idsOf(ACCOUNTS.admin, `/api/user_department_accesses?user=/api/users/${inspector}`)).length, 1);
    assert.equal((await idsOf(ACCOUNTS.admin, `/api/user_department_accesses?department=${tecnologia}`)).length, 1);
    const iri = `/api/user_department_accesses/user=${inspector};department=${await departmentId('Operaciones')}`;
    const own = await get(ACCOUNTS.inspector, iri);
    assert.equal(own.statusCode, 200);
    assert.deepEqual([own.json()['@id'], own.json()['@type'], own.json().readBool], [iri, 'UserDepartmentAccess', true]);
    assert.equal((await get(ACCOUNTS.ana, iri)).statusCode, 404);
    assert.equal((await get(ACCOUNTS.admin, `/api/user_department_accesses/user=${inspector};department=${tecnologia}`)).statusCode, 404);
    assert.equal((await get(ACCOUNTS.admin, '/api/user_department_accesses/3')).statusCode, 400);
  });
});
