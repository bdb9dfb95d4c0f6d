import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp, members } from '../../../test/helper.ts';

const { injectWithLogin } = await buildTestApp();

const get = (email: string, url: string) => injectWithLogin(email, { method: 'GET', url });
const names = (items: Record<string, unknown>[]) => items.map((one) => String(one.name)).sort();

describe('teams, departments and sub-departments', () => {
  test('teams: sorted by name; deleted only for their administrators; managerOnly only for those in charge', async () => {
    const plain = members(await get(ACCOUNTS.luis, '/api/teams'));
    assert.deepEqual(
      plain.map((team) => team.name),
      [...plain.map((team) => team.name as string)].sort((a, b) => a.localeCompare(b)),
    );
    assert.ok(!names(plain).includes('Seguridad'));
    assert.ok(!names(plain).includes('Dirección Técnica'));
    const manager = names(members(await get(ACCOUNTS.techManager, '/api/teams?department=/api/departments/1')));
    assert.deepEqual(manager, ['Aplicaciones', 'Dirección Técnica', 'Infraestructura', 'Seguridad', 'Soporte']);
    const deletedOnly = names(members(await get(ACCOUNTS.admin, '/api/teams?deleted=true')));
    assert.deepEqual(deletedOnly, ['Seguridad']);
    assert.equal((await get(ACCOUNTS.luis, `/api/teams/${members(await get(ACCOUNTS.admin, '/api/teams?deleted=1'))[0]?.id}`)).statusCode, 404);
  });

  test('the team mailbox password never leaves the server; its presence does', async () => {
    for (const url of ['/api/teams', '/api/departments', '/api/subdepartments', '/api/users']) {
      const response = await get(ACCOUNTS.admin, url);
      assert.equal(response.statusCode, 200);
      assert.doesNotMatch(response.body, /taskInboxPassword|password_hash|buzon-demo/i, url);
    }
    const soporte = members(await get(ACCOUNTS.admin, '/api/teams')).find((team) => team.name === 'Soporte');
    assert.equal(soporte?.taskInboxConfigured, true);
    assert.equal(soporte?.taskInboxUsername, 'soporte@empresa.es');
  });

  test('sub-departments carry their four flags and filter by department IRI or id', async () => {
    const tech = members(await get(ACCOUNTS.ana, '/api/subdepartments?department=/api/departments/1'));
    assert.deepEqual(
      tech.map((sub) => [sub.name, sub.managerCalendar, sub.managerMedical, sub.managerTasks, sub.managerReports]),
      [
        ['Redes', true, true, false, false],
        ['Desarrollo', false, false, false, false],
      ],
    );
    assert.deepEqual(names(members(await get(ACCOUNTS.ana, '/api/subdepartments?department=2'))), ['Logística']);
  });

  test('departments embed visible teams and sub-departments', async () => {
    const tech = (await get(ACCOUNTS.ana, '/api/departments/1')).json();
    assert.equal(tech.name, 'Tecnología');
    assert.equal(tech['@type'], 'Department');
    assert.ok(!names(tech.teams).includes('Dirección Técnica'));
    assert.equal(tech.subdepartments.length, 2);
  });
});

describe('users', () => {
  test('deleted users are listed for admins and managers in scope only', async () => {
    const deletedFor = async (email: string) => members(await get(email, '/api/users?deleted=true')).map((user) => user.email);
    assert.deepEqual(await deletedFor(ACCOUNTS.admin), ['antonio.gil@empresa.es']);
    assert.deepEqual(await deletedFor(ACCOUNTS.ana), []);
    assert.deepEqual(await deletedFor(ACCOUNTS.techManager), []);
    assert.equal(members(await get(ACCOUNTS.ana, '/api/users')).length, 39);
  });

  test('field views: self sees preferences, a colleague gets the profile subset', async () => {
    const anaId = members(await get(ACCOUNTS.ana, '/api/users?email=ana.garcia'))[0]?.id;
    const self = (await get(ACCOUNTS.ana, `/api/users/${anaId}`)).json();
    assert.equal(self['@context'], '/api/contexts/User');
    assert.deepEqual(self.options, { compactSidebar: false });
    const colleague = (await get(ACCOUNTS.luis, `/api/users/${anaId}`)).json();
    assert.equal(colleague.options, undefined);
    assert.equal(colleague.mails, undefined);
    assert.equal(colleague.workSchedule.name, 'Mañanas');
    const manager = (await get(ACCOUNTS.redesManager, `/api/users/${anaId}`)).json();
    assert.equal(manager.options, undefined);
    assert.ok(Array.isArray(manager.userSchedules));
  });
});

describe('reference data and errors', () => {
  test('all 52 provinces with INE ids, municipios by province, 19 communities, tags by type', async () => {
    const provincias = members(await get(ACCOUNTS.ana, '/api/provincias'));
    assert.equal(provincias.length, 52);
    assert.equal(provincias[0]?.['@id'], '/api/provincias/1');
    const madrid = members(await get(ACCOUNTS.ana, '/api/municipios?provincia=/api/provincias/28'));
    assert.ok(madrid.some((municipio) => municipio.id === 28079));
    assert.equal(members(await get(ACCOUNTS.ana, '/api/comunidad_autonomas')).length, 19);
    const revisado = members(await get(ACCOUNTS.ana, '/api/tags?type=5')).map((tag) => tag.id);
    assert.deepEqual(revisado, [5, 35, 60]);
    assert.equal(members(await get(ACCOUNTS.ana, '/api/tag_types')).length, 5);
    assert.equal((await get(ACCOUNTS.ana, '/api/task_statuses/2')).json().name, 'solicitada');
  });

  test('pages only when asked, with hydra:view', async () => {
    const paged = (await get(ACCOUNTS.ana, '/api/provincias?page=2&itemsPerPage=20')).json();
    assert.equal(paged['hydra:member'].length, 20);
    assert.equal(paged['hydra:totalItems'], 52);
    assert.equal(paged['hydra:view']['hydra:next'], '/api/provincias?itemsPerPage=20&page=3');
  });

  test('unknown routes and items are JSON-LD 404s', async () => {
    for (const url of ['/api/nothing_here', '/api/teams/99999']) {
      const response = await get(ACCOUNTS.ana, url);
      assert.equal(response.statusCode, 404);
      const body = response.json();
      for (const key of ['@context', '@type', 'hydra:title', 'hydra:description', 'title', 'detail', 'status', 'type', 'error']) assert.ok(key in body, key);
      assert.equal(body['@type'], 'hydra:Error');
    }
  });
});
