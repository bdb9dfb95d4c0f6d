import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp, members } from '../../../test/helper.ts';
import { organisationLookup } from '../../../test/fixtures/organisation-lookup.ts';

const { injectWithLogin } = await buildTestApp();
const { teamId, userId } = organisationLookup(injectWithLogin);

const soporte = String(await teamId('Soporte'));
const ana = await userId(ACCOUNTS.ana);
const rows = {
  avisos_solicitante: { value: [ana] },
  team_unlock_tasks: { value: ['1'] },
  tags_user: { value: ['1', '2', '3', '4', '5'], user: `/api/users/${ana}` },
  auto_task: { value: { name: 'Revisión diaria', email: 'avisos@empresa.es', tags: [1, 2, 3, 5, 4], cadence: 1, cadence_data: [], due: 1, users: [ana] } },
};
const ids: Record<string, number> = {};
for (const [name, row] of Object.entries(rows)) {
  const created = await injectWithLogin(ACCOUNTS.admin, { method: 'POST', url: '/api/configurations', payload: { name, data: soporte, ...row } });
  assert.equal(created.statusCode, 201, created.body);
  ids[name] = created.json().id;
}

/** The per-team configuration names of Soporte the caller reads, by list and one by one. */
async function readable(email: string): Promise<string[]> {
  const listed = members(await injectWithLogin(email, { method: 'GET', url: `/api/configurations?data=${soporte}` })).map((row) => String(row.name));
  for (const [name, id] of Object.entries(ids)) {
    const one = await injectWithLogin(email, { method: 'GET', url: `/api/configurations/${id}` });
    assert.equal(one.statusCode, listed.includes(name) ? 200 : 404, `${email} ${name}`);
  }
  return listed.sort();
}

describe('who reads the per-team configurations', () => {
  test('members and outsiders of the team read none, though they see the team', async () => {
    assert.deepEqual(await readable(ACCOUNTS.ana), []);
    assert.deepEqual(await readable(ACCOUNTS.luis), []);
    assert.deepEqual(await readable(ACCOUNTS.inspector), []);
    assert.deepEqual(await readable(ACCOUNTS.desarrolloManager), []);
  });

  test('those who run or automate the team read its settings; tags per requester only the department manager', async () => {
    assert.deepEqual(await readable(ACCOUNTS.admin), ['auto_task', 'avisos_solicitante', 'tags_user', 'team_unlock_tasks']);
    assert.deepEqual(await readable(ACCOUNTS.techManager), ['auto_task', 'avisos_solicitante', 'tags_user', 'team_unlock_tasks']);
    assert.deepEqual(await readable(ACCOUNTS.redesManager), ['auto_task', 'avisos_solicitante', 'team_unlock_tasks']);
    assert.deepEqual(await readable(ACCOUNTS.supportTeamManager), ['auto_task', 'avisos_solicitante', 'team_unlock_tasks']);
  });
});
