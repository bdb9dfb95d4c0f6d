import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp, members } from '../../../test/helper.ts';
import { errorOf, organisationLookup } from '../../../test/fixtures/organisation-lookup.ts';

const { injectWithLogin } = await buildTestApp();
const { teamId, userId } = organisationLookup(injectWithLogin);

const send = (email: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  injectWithLogin(email, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
const tagsOfTask = async (email: string, id: number) =>
  ((await injectWithLogin(email, { method: 'GET', url: `/api/tasks/${id}` })).json().tags as { id: number }[]).map((tag) => tag.id).sort((a, b) => a - b);

/** Alta, Autorizada, En curso, Entregado, Revisado: one per column, none of them a default. */
const CHOSEN = ['16', '42', '33', '34', '35'];
let soporte = '';
let almacen = '';
let ana = 0;

before(async () => {
  soporte = String(await teamId('Soporte'));
  almacen = String(await teamId('Almacén'));
  ana = await userId(ACCOUNTS.ana);
});

describe('tags_user configurations', () => {
  test('a department manager configures a requester of their department’s team; the requester’s new tasks there get those tags', async () => {
    const created = await send(ACCOUNTS.techManager, 'POST', '/api/configurations', { name: 'tags_user', data: soporte, user: `/api/users/${ana}`, value: CHOSEN });
    assert.equal(created.statusCode, 201, created.body);
    assert.deepEqual(
      { name: created.json().name, data: created.json().data, user: created.json().user, value: created.json().value },
      { name: 'tags_user', data: soporte, user: `/api/users/${ana}`, value: CHOSEN },
    );
    const listed = members(await injectWithLogin(ACCOUNTS.techManager, { method: 'GET', url: `/api/configurations?name=tags_user&user=${ana}` }));
    assert.deepEqual(listed.map((row) => row.id), [created.json().id]);

    const task = await send(ACCOUNTS.ana, 'POST', '/api/tasks', { name: 'Portátil sin batería', team: Number(soporte), incident: true });
    assert.equal(task.statusCode, 201, task.body);
    assert.deepEqual(await tagsOfTask(ACCOUNTS.ana, task.json().id), CHOSEN.map(Number).sort((a, b) => a - b));

    const elsewhere = await send(ACCOUNTS.ana, 'POST', '/api/tasks', { name: 'Pedido de tóner', team: Number(almacen), incident: true });
    assert.equal(elsewhere.statusCode, 201, elsewhere.body);
    assert.deepEqual(await tagsOfTask(ACCOUNTS.admin, elsewhere.json().id), [1, 2, 3, 4, 5]);

    const byOther = await send(ACCOUNTS.luis, 'POST', '/api/tasks', { name: 'Ratón roto', team: Number(soporte), incident: true });
    assert.equal(byOther.statusCode, 201, byOther.body);
    assert.deepEqual(await tagsOfTask(ACCOUNTS.admin, byOther.json().id), [1, 2, 3, 4, 5]);

    const twin = await send(ACCOUNTS.admin, 'POST', '/api/configurations', { name: 'tags_user', data: soporte, user: ana, value: CHOSEN });
    assert.equal(twin.statusCode, 409);
    assert.equal(errorOf(twin), 'Este solicitante ya está agregado.');

    const url = `/api/configurations/${created.json().id}`;
    assert.equal((await send(ACCOUNTS.luis, 'DELETE', url)).statusCode, 403);
    assert.equal((await send(ACCOUNTS.techManager, 'DELETE', url)).statusCode, 204);
    const after = await send(ACCOUNTS.ana, 'POST', '/api/tasks', { name: 'Pantalla parpadea', team: Number(soporte), incident: true });
    assert.deepEqual(await tagsOfTask(ACCOUNTS.ana, after.json().id), [1, 2, 3, 4, 5]);
  });

  test('the whole value is validated: five existing tags, each of its column’s type', async () => {
    const post = (value: unknown, extra: object = {}) => send(ACCOUNTS.admin, 'POST', '/api/configurations', { name: 'tags_user', data: almacen, user: ana, value, ...extra });
    const short = await post(['1', '2', '3', '4']);
    assert.equal(short.statusCode, 422);
    assert.equal(errorOf(short), 'Debe elegir una etiqueta para cada columna: Prioridad, Autorización, Haciéndose, Entregado y Revisado');
    const swapped = await post(['1', '2', '3', '5', '4']);
    assert.equal(swapped.statusCode, 422);
    assert.equal(errorOf(swapped), 'La etiqueta elegida para Entregado no existe o no es de ese tipo');
    const unknownTag = await post(['999', '2', '3', '4', '5']);
    assert.equal(errorOf(unknownTag), 'La etiqueta elegida para Prioridad no existe o no es de ese tipo');
    assert.equal(errorOf(await post(CHOSEN, { user: 999999 })), 'Se ha producido un error con el usuario que ha seleccionado');
    assert.equal(errorOf(await post(CHOSEN, { user: undefined })), 'Se ha producido un error con el usuario que ha seleccionado');
    assert.equal(errorOf(await post(CHOSEN, { data: '999999' })), 'Debe seleccionar un equipo primero');
    const stored = members(await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: `/api/configurations?name=tags_user&data=${almacen}` }));
    assert.deepEqual(stored, []);
  });

  test('department managers only for teams of their departments; admins change team, requester and tags', async () => {
    const outside = await send(ACCOUNTS.techManager, 'POST', '/api/configurations', { name: 'tags_user', data: almacen, user: ana, value: CHOSEN });
    assert.equal(outside.statusCode, 403);
    for (const email of [ACCOUNTS.redesManager, ACCOUNTS.supportTeamManager, ACCOUNTS.ana]) {
      assert.equal((await send(email, 'POST', '/api/configurations', { name: 'tags_user', data: soporte, user: ana, value: CHOSEN })).statusCode, 403, email);
    }
    const created = await send(ACCOUNTS.admin, 'POST', '/api/configurations', { name: 'tags_user', data: almacen, user: ana, value: CHOSEN });
    assert.equal(created.statusCode, 201, created.body);
    const url = `/api/configurations/${created.json().id}`;
    assert.equal((await send(ACCOUNTS.techManager, 'PUT', url, { value: CHOSEN })).statusCode, 403);
    assert.equal((await send(ACCOUNTS.techManager, 'DELETE', url)).statusCode, 403);
    const moved = await send(ACCOUNTS.admin, 'PUT', url, { name: 'tags_user', data: soporte, user: ana, value: ['21', '2', '3', '4', '5'] });
    assert.equal(moved.statusCode, 200, moved.body);
    assert.deepEqual({ data: moved.json().data, value: moved.json().value }, { data: soporte, value: ['21', '2', '3', '4', '5'] });
    assert.equal((await send(ACCOUNTS.techManager, 'DELETE', url)).statusCode, 204);
  });
});
