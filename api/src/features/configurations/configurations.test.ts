import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp, members } from '../../../test/helper.ts';
import { errorOf, organisationLookup } from '../../../test/fixtures/organisation-lookup.ts';

const { injectWithLogin } = await buildTestApp();
const { teamId, userId } = organisationLookup(injectWithLogin);

const send = (email: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  injectWithLogin(email, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('team configurations (avisos_solicitante, team_unlock_tasks)', () => {
  test('the team’s administrators create, change and delete the unlock flag; one per team', async () => {
    const data = String(await teamId('Soporte'));
    const created = await send(ACCOUNTS.redesManager, 'POST', '/api/configurations', { name: 'team_unlock_tasks', data, value: ['1'] });
    assert.equal(created.statusCode, 201);
    assert.deepEqual(created.json().value, ['1']);
    assert.equal((await send(ACCOUNTS.techManager, 'POST', '/api/configurations', { name: 'team_unlock_tasks', data, value: ['0'] })).statusCode, 409);
    const url = `/api/configurations/${created.json().id}`;
    assert.deepEqual((await send(ACCOUNTS.techManager, 'PUT', url, { value: ['0'] })).json().value, ['0']);
    assert.equal((await send(ACCOUNTS.techManager, 'PUT', url, { value: ['2'] })).statusCode, 422);
    const listed = members(await injectWithLogin(ACCOUNTS.supportTeamManager, { method: 'GET', url: `/api/configurations?name=team_unlock_tasks&data=${data}` }));
    assert.deepEqual(listed.map((row) => row.value), [['0']]);
    assert.equal((await send(ACCOUNTS.desarrolloManager, 'DELETE', url)).statusCode, 403);
    assert.equal((await send(ACCOUNTS.redesManager, 'DELETE', url)).statusCode, 204);
  });

  test('a team is required', async () => {
    for (const data of ['', null, '99999']) {
      const response = await send(ACCOUNTS.admin, 'POST', '/api/configurations', { name: 'team_unlock_tasks', data, value: ['1'] });
      assert.equal(response.statusCode, 422);
      assert.equal(errorOf(response), 'Debe seleccionar un equipo primero');
    }
  });

  test('requester notices: existing active users, each once', async () => {
    const data = String(await teamId('Aplicaciones'));
    const ana = await userId(ACCOUNTS.ana);
    const luis = await userId(ACCOUNTS.luis);
    const created = await send(ACCOUNTS.techManager, 'POST', '/api/configurations', { name: 'avisos_solicitante', data, value: [ana] });
    assert.equal(created.statusCode, 201);
    const url = `/api/configurations/${created.json().id}`;
    const duplicate = await send(ACCOUNTS.techManager, 'PUT', url, { value: [ana, String(ana)] });
    assert.equal(errorOf(duplicate), 'Este solicitante ya está agregado');
    assert.equal((await send(ACCOUNTS.techManager, 'PUT', url, { value: [ana, await userId('antonio.gil@empresa.es')] })).statusCode, 422);
    assert.deepEqual((await send(ACCOUNTS.techManager, 'PUT', url, { value: [ana, luis] })).json().value, [ana, luis]);
    assert.equal((await send(ACCOUNTS.techManager, 'PUT', url, { name: 'team_unlock_tasks', value: [ana] })).statusCode, 422);
  });

  test('outside this area or outside scope: 403; reads only for those who run the team', async () => {
    const almacen = String(await teamId('Almacén'));
    assert.equal((await send(ACCOUNTS.techManager, 'POST', '/api/configurations', { name: 'team_unlock_tasks', data: almacen, value: ['1'] })).statusCode, 403);
    assert.equal((await send(ACCOUNTS.supportTeamManager, 'POST', '/api/configurations', { name: 'team_unlock_tasks', data: String(await teamId('Soporte')), value: ['1'] })).statusCode, 403);
    assert.equal((await send(ACCOUNTS.admin, 'POST', '/api/configurations', { name: 'something_else', data: almacen, value: [] })).statusCode, 403);
    assert.equal((await send(ACCOUNTS.admin, 'DELETE', '/api/configurations/1')).statusCode, 403);
    const hidden = await send(ACCOUNTS.admin, 'POST', '/api/configurations', { name: 'team_unlock_tasks', data: String(await teamId('Dirección Técnica')), value: ['1'] });
    assert.equal(hidden.statusCode, 201);
    assert.equal((await injectWithLogin(ACCOUNTS.luis, { method: 'GET', url: `/api/configurations/${hidden.json().id}` })).statusCode, 404);
    assert.equal((await injectWithLogin(ACCOUNTS.techManager, { method: 'GET', url: `/api/configurations/${hidden.json().id}` })).statusCode, 200);
  });
});
