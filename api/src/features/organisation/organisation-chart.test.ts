import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ChartDepartment, OrganisationChart } from '@portal/shared-api/entities';
import { ACCOUNTS, buildTestApp } from '../../../test/helper.ts';
import { organisationLookup } from '../../../test/fixtures/organisation-lookup.ts';
import { liveFeeds } from '../../../test/live-feed.ts';

const { app, injectWithLogin } = await buildTestApp();
const { teamId, userId } = organisationLookup(injectWithLogin);
const subscribe = await liveFeeds(app);

const chartOf = async (email: string): Promise<OrganisationChart> => {
  const response = await injectWithLogin(email, { method: 'GET', url: '/api/organisation_chart' });
  assert.equal(response.statusCode, 200);
  return response.json();
};
const teamsOf = (chart: OrganisationChart) => chart.departments.flatMap((department: ChartDepartment) => department.teams);
const team = (chart: OrganisationChart, name: string) => teamsOf(chart).find((one) => one.name === name);

describe('GET /api/organisation_chart', () => {
  test('a member gets every live department, team and person in one read, without managerOnly teams', async () => {
    const chart = await chartOf(ACCOUNTS.luis);
    assert.equal(chart['@type'], 'OrganisationChart');
    assert.ok(chart.departments.some((department) => department.name === 'Tecnología'));
    const names = teamsOf(chart).map((one) => one.name);
    assert.ok(names.includes('Soporte') && names.includes('Almacén'));
    assert.ok(!names.includes('Dirección Técnica'), 'managerOnly');
    assert.ok(!names.includes('Seguridad'), 'deleted');
    const people = new Set(chart.people.map((person) => person.id));
    assert.ok(!people.has(await userId('antonio.gil@empresa.es')), 'deleted person');
    for (const one of teamsOf(chart)) for (const member of one.members) assert.ok(people.has(member), `member ${member} of ${one.name} listed`);
    assert.equal(team(chart, 'Soporte')?.mayOpenBoard, false);
    assert.equal(team(chart, 'Almacén')?.mayOpenBoard, true);
    assert.ok(teamsOf(chart).every((one) => !one.mayAdminister) && chart.departments.every((one) => !one.mayAdminister));
  });

  test('managerOnly teams for admins and their department manager, with the management links they may follow', async () => {
    const manager = await chartOf(ACCOUNTS.techManager);
    assert.ok(team(manager, 'Dirección Técnica'));
    const tecnologia = manager.departments.find((department) => department.name === 'Tecnología');
    assert.equal(tecnologia?.mayAdminister, true);
    assert.ok(tecnologia?.subdepartments.every((sub) => sub.mayAdminister));
    assert.equal(manager.departments.find((department) => department.name === 'Operaciones')?.mayAdminister, false);
    assert.ok(team(await chartOf(ACCOUNTS.admin), 'Dirección Técnica'));
    assert.equal(team(await chartOf(ACCOUNTS.ana), 'Dirección Técnica'), undefined);
    const redes = await chartOf(ACCOUNTS.redesManager);
    assert.equal(team(redes, 'Dirección Técnica'), undefined);
    assert.equal(team(redes, 'Soporte')?.mayAdminister, true);
  });

  test('a membership change reaches members of other departments as a notice without the team', async () => {
    const feed = await subscribe(ACCOUNTS.luis);
    try {
      const soporte = await teamId('Soporte');
      const added = await injectWithLogin(ACCOUNTS.admin, {
        method: 'PUT',
        url: '/api/user_team_add',
        payload: { user_id: await userId('luis.martin@empresa.es'), team_id: soporte },
      });
      assert.equal(added.statusCode, 200);
      assert.ok(await feed.received('OrganisationChange'));
      assert.ok(team(await chartOf(ACCOUNTS.luis), 'Soporte')?.members.includes(await userId('luis.martin@empresa.es')));
    } finally {
      await feed.close();
    }
  });
});
