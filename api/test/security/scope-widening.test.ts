/**
 * Scope follows membership, so membership must not be something a manager can
 * hand out to themselves; and a manager link alone must not reveal requests.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp, members } from '../helper.ts';
import { organisationLookup } from '../fixtures/organisation-lookup.ts';

const { injectWithLogin } = await buildTestApp();
const lookup = organisationLookup(injectWithLogin);
const soporte = await lookup.teamId('Soporte');
const memberEmails = async (teamId: number) =>
  members(await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: `/api/users?team=${teamId}` }))
    .map((user) => user.email as string)
    .sort();
const addToSoporte = (email: string, userId: number) =>
  injectWithLogin(email, { method: 'PUT', url: '/api/user_team_add', payload: { team_id: `/api/teams/${soporte}`, user_id: `/api/users/${userId}` } });

describe('team and department membership', () => {
  test('a team manager cannot add a user from another department, nor an admin; nothing changes', async () => {
    const before = await memberEmails(soporte);
    for (const outsider of [ACCOUNTS.luis, ACCOUNTS.admin]) {
      const response = await addToSoporte(ACCOUNTS.supportTeamManager, await lookup.userId(outsider));
      assert.equal(response.statusCode, 403, outsider);
      assert.equal(response.json().error, 'No tiene permiso para añadir a esta persona al equipo');
    }
    assert.deepEqual(await memberEmails(soporte), before);
  });

  test('a team manager adds nobody, even from the department; its manager adds a user of the department; an admin anyone', async () => {
    const colleague = await lookup.userId('diego.alvarez@empresa.es');
    assert.equal((await addToSoporte(ACCOUNTS.supportTeamManager, colleague)).statusCode, 403);
    assert.equal((await addToSoporte(ACCOUNTS.techManager, colleague)).statusCode, 200);
    assert.equal((await addToSoporte(ACCOUNTS.admin, await lookup.userId('jorge.santos@empresa.es'))).statusCode, 200);
    const after = await memberEmails(soporte);
    assert.ok(after.includes('diego.alvarez@empresa.es') && after.includes('jorge.santos@empresa.es'));
  });

  test('a sub-department manager cannot hand a team to an outsider (the manager becomes a member)', async () => {
    const response = await injectWithLogin(ACCOUNTS.redesManager, {
      method: 'PUT',
      url: `/api/teams/${soporte}`,
      payload: { user: `/api/users/${await lookup.userId(ACCOUNTS.luis)}` },
    });
    assert.equal(response.statusCode, 403);
    assert.ok(!(await memberEmails(soporte)).includes(ACCOUNTS.luis));
  });

  test('a department manager cannot put an outsider or an admin in charge of a sub-department; nothing changes', async () => {
    const tecnologia = await lookup.departmentId('Tecnología');
    const desarrollo = await lookup.subdepartmentId('Desarrollo');
    const url = `/api/subdepartments/${desarrollo}`;
    const managerBefore = (await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url })).json().user;
    const subdepartmentsBefore = members(await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: '/api/subdepartments' })).length;
    for (const outsider of [ACCOUNTS.luis, ACCOUNTS.admin]) {
      const user = `/api/users/${await lookup.userId(outsider)}`;
      const changed = await injectWithLogin(ACCOUNTS.techManager, { method: 'PUT', url, payload: { user } });
      assert.equal(changed.statusCode, 403, outsider);
      assert.equal(changed.json().error, 'No tiene permiso para realizar esta acción.');
      const created = await injectWithLogin(ACCOUNTS.techManager, {
        method: 'POST',
        url: '/api/subdepartments',
        payload: { department: `/api/departments/${tecnologia}`, name: 'Ajeno', user },
      });
      assert.equal(created.statusCode, 403, outsider);
    }
    assert.equal((await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url })).json().user, managerBefore);
    assert.equal(members(await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: '/api/subdepartments' })).length, subdepartmentsBefore);
    const luisRoles = (await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: `/api/users/${await lookup.userId(ACCOUNTS.luis)}` })).json().roles;
    assert.ok(!luisRoles.includes('ROLE_SUBDEPARTMENT_MANAGER'));
  });

  test('only admins change the direct members of a department', async () => {
    const tecnologia = await lookup.departmentId('Tecnología');
    const url = `/api/departments/${tecnologia}`;
    const current = (await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url })).json().users as unknown[];
    const luis = `/api/users/${await lookup.userId(ACCOUNTS.luis)}`;
    const widened = await injectWithLogin(ACCOUNTS.techManager, { method: 'PUT', url, payload: { users: [...current, luis] } });
    assert.equal(widened.statusCode, 403);
    assert.deepEqual((await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url })).json().users, current);
    // Sending the list back unchanged (as the edit screen does) is fine.
    assert.equal((await injectWithLogin(ACCOUNTS.techManager, { method: 'PUT', url, payload: { users: current, name: 'Tecnología' } })).statusCode, 200);
    assert.equal((await injectWithLogin(ACCOUNTS.admin, { method: 'PUT', url, payload: { users: [...current, luis] } })).statusCode, 200);
  });
});

describe("a colleague's requests in the user view", () => {
  const view = async (viewer: string, email: string) =>
    (await injectWithLogin(viewer, { method: 'GET', url: `/api/users/${await lookup.userId(email)}` })).json();

  test('a team manager sees the member but neither their justifications nor their schedule requests', async () => {
    const ana = await view(ACCOUNTS.supportTeamManager, ACCOUNTS.ana);
    assert.equal(ana.email, ACCOUNTS.ana);
    assert.deepEqual(ana.currentJustifications, []);
    assert.deepEqual(ana.userSchedules, []);
  });

  test('a sub-department manager with calendar and medical power sees both', async () => {
    const ana = await view(ACCOUNTS.redesManager, ACCOUNTS.ana);
    assert.ok(ana.currentJustifications.length > 0);
    assert.ok(ana.userSchedules.length > 0);
  });

  test('a sub-department manager without calendar power does not see schedule requests', async () => {
    const carmen = await view(ACCOUNTS.desarrolloManager, 'carmen.munoz@empresa.es');
    assert.equal(carmen.email, 'carmen.munoz@empresa.es');
    assert.deepEqual(carmen.userSchedules, []);
    assert.ok((await view(ACCOUNTS.techManager, 'carmen.munoz@empresa.es')).userSchedules.length > 0);
  });
});

describe('deleted departments', () => {
  test("a deleted department gives its former manager no scope over its members' requests", async () => {
    const pending = '/api/justifications?status=false';
    const emails = async () =>
      members(await injectWithLogin(ACCOUNTS.techManager, { method: 'GET', url: pending })).map((one) => (one.user as { email: string }).email);
    assert.ok((await emails()).includes(ACCOUNTS.ana));
    const tecnologia = await lookup.departmentId('Tecnología');
    assert.equal((await injectWithLogin(ACCOUNTS.admin, { method: 'PUT', url: `/api/departments/${tecnologia}`, payload: { deleted: true } })).statusCode, 200);
    assert.deepEqual(await emails(), []);
    const renamed = await injectWithLogin(ACCOUNTS.techManager, { method: 'PUT', url: `/api/departments/${tecnologia}`, payload: { name: 'Mía' } });
    assert.equal(renamed.statusCode, 403);
    const restored = await injectWithLogin(ACCOUNTS.techManager, { method: 'PUT', url: `/api/departments/${tecnologia}`, payload: { deleted: false } });
    assert.equal(restored.statusCode, 403);
    assert.equal((await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: `/api/departments/${tecnologia}` })).json().deleted, true);
  });
});
