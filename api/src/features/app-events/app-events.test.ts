/** Sign-ins, failed sign-ins, password changes and board views: recorded, and read by admins only. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp, members, ORIGIN } from '../../../test/helper.ts';
import { errorOf, organisationLookup } from '../../../test/fixtures/organisation-lookup.ts';
import { liveFeeds } from '../../../test/live-feed.ts';
import { DEMO_PASSWORD } from '../../core/db/seed/demo-accounts.ts';

const { app, injectWithLogin } = await buildTestApp();
const lookup = organisationLookup(injectWithLogin);
const subscribe = await liveFeeds(app);
const anaId = await lookup.userId(ACCOUNTS.ana);
const luisId = await lookup.userId(ACCOUNTS.luis);

type Event = { id: number; name: string; user: string | null; userName: string | null; ip: string | null; createdAt: string };
const asAdmin = (url: string) => injectWithLogin(ACCOUNTS.admin, { method: 'GET', url });
const events = async (filter: string) => members(await asAdmin(`/api/app_events?${filter}`)) as unknown as Event[];
const viewBoard = (email: string, name: string) => injectWithLogin(email, { method: 'GET', url: `/api/events?name=${encodeURIComponent(name)}` });
const signIn = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/login', headers: { origin: ORIGIN }, payload: { username: email, password } });
const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' });

describe('GET /api/app_events', () => {
  test('admins only: everyone else is refused, the list and each event', async () => {
    const [first] = await events('itemsPerPage=1');
    assert.ok(first);
    for (const email of [ACCOUNTS.sysAdmin, ACCOUNTS.techManager, ACCOUNTS.inspector, ACCOUNTS.ana]) {
      assert.equal((await injectWithLogin(email, { method: 'GET', url: '/api/app_events' })).statusCode, 403, email);
      assert.equal((await injectWithLogin(email, { method: 'GET', url: `/api/app_events/${first.id}` })).statusCode, 403, email);
    }
    const one = await asAdmin(`/api/app_events/${first.id}`);
    assert.equal(one.json().name, first.name);
    assert.equal((await asAdmin('/api/app_events/999999')).statusCode, 404);
  });

  test('a sign-in, a failed one (with the account the e-mail names) and a password change, each with who and the address', async () => {
    assert.equal((await signIn(ACCOUNTS.luis, 'wrong password')).statusCode, 401);
    assert.equal((await signIn(ACCOUNTS.luis, DEMO_PASSWORD)).statusCode, 200);
    const [last, failed] = await events(`user=${luisId}&itemsPerPage=2`);
    assert.deepEqual([last?.name, last?.user, last?.ip], ['login', `/api/users/${luisId}`, '127.0.0.1']);
    assert.deepEqual([failed?.name, failed?.user], ['login fallido', `/api/users/${luisId}`]);
    assert.ok(last?.userName);

    const change = await injectWithLogin(ACCOUNTS.luis, {
      method: 'PATCH',
      url: '/api/user/changePassword',
      payload: { id: `/api/users/${luisId}`, oldPassword: DEMO_PASSWORD, newPassword: 'Otra-clave-2026!' },
    });
    assert.equal(change.statusCode, 200, change.body);
    const [changed] = await events(`user=${luisId}&kind=${encodeURIComponent('cambio de contraseña')}`);
    assert.deepEqual([changed?.name, changed?.ip], ['cambio de contraseña', '127.0.0.1']);
  });

  test('filters by person, kind and days; paged newest first', async () => {
    await viewBoard(ACCOUNTS.ana, 'ver tablero Soporte');
    const boardViews = await events(`kind=${encodeURIComponent('ver tablero')}&user=/api/users/${anaId}`);
    assert.ok(boardViews.length > 0);
    assert.ok(boardViews.every((event) => event.name.startsWith('ver tablero ') && event.user === `/api/users/${anaId}`));
    const logins = await events('kind=login');
    assert.ok(logins.length > 0 && logins.every((event) => event.name === 'login'));

    assert.ok((await events(`createdAt[after]=${today()}&createdAt[before]=${today()}`)).length > 0);
    assert.deepEqual(await events('createdAt[after]=2999-01-01'), []);
    assert.deepEqual(await events('createdAt[before]=2000-01-01'), []);

    const page = (await asAdmin('/api/app_events?itemsPerPage=2')).json();
    assert.equal(page['hydra:member'].length, 2);
    assert.ok(page['hydra:totalItems'] > 2);
    assert.ok(page['hydra:member'][0].id > page['hydra:member'][1].id);
    const second = (await asAdmin('/api/app_events?itemsPerPage=2&page=2')).json();
    assert.ok(second['hydra:member'][0].id < page['hydra:member'][1].id);
  });

  test('an unknown kind or a malformed day is a 400 with its message', async () => {
    const kind = await asAdmin('/api/app_events?kind=borrado');
    assert.equal(kind.statusCode, 400);
    assert.equal(errorOf(kind), 'Tipo de actividad no válido');
    const day = await asAdmin('/api/app_events?createdAt[after]=31-12-2026');
    assert.equal(day.statusCode, 400);
    assert.equal(errorOf(day), 'Fecha no válida');
  });
});

describe('GET /api/events?name=', () => {
  test('records a board view once a minute per board and answers the caller’s own views', async () => {
    const count = async () => (await events(`user=${anaId}&name=${encodeURIComponent('ver tablero Infraestructura')}`)).length;
    const before = await count();
    const first = await viewBoard(ACCOUNTS.ana, 'ver tablero Infraestructura');
    assert.equal(first.statusCode, 200, first.body);
    assert.equal((await viewBoard(ACCOUNTS.ana, 'ver tablero Infraestructura')).statusCode, 200);
    assert.equal(await count(), before + 1);
    const own = members(await viewBoard(ACCOUNTS.ana, 'ver tablero Infraestructura'));
    assert.ok(own.length > 0 && own.every((event) => event.user === `/api/users/${anaId}` && event.name === 'ver tablero Infraestructura'));
  });

  test('a team that does not exist, or whose board the caller may not see, is answered but recorded nowhere', async () => {
    const [almacen] = await app.db.query<{ id: number }>("SELECT id FROM teams WHERE name = 'Almacén'");
    // The board routes refuse her that board as well.
    assert.equal((await injectWithLogin(ACCOUNTS.ana, { method: 'GET', url: `/api/appTasks?team=${almacen?.id}` })).statusCode, 403);
    const recorded = async () => (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM app_events WHERE user_id = $1', [anaId]))[0]?.n;
    const before = await recorded();
    // Another department's team, a managers-only team, a deleted team, a sub-department, no team at all, a team misspelt.
    for (const team of ['Almacén', 'Dirección Técnica', 'Seguridad', 'Redes', 'Equipo inventado <b>urgente</b>', 'soporte']) {
      const answered = await viewBoard(ACCOUNTS.ana, `ver tablero ${team}`);
      assert.equal(answered.statusCode, 200, team);
      assert.deepEqual(members(answered), [], team);
    }
    assert.equal(await recorded(), before);
  });

  test('while maintenance is on, a view of someone but an admin is answered and recorded nowhere', async () => {
    const board = 'ver tablero Dirección Técnica';
    const managerId = await lookup.userId(ACCOUNTS.techManager);
    const recorded = async () => (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM app_events WHERE user_id = $1 AND name = $2', [managerId, board]))[0]?.n;
    const before = await recorded();
    // The flag is kept by each instance until its change notice arrives, which PostgreSQL delivers after the commit.
    await app.db.query("UPDATE configurations SET data = '1' WHERE id = 1");
    await app.db.caughtUp();
    try {
      assert.equal((await viewBoard(ACCOUNTS.techManager, board)).statusCode, 200);
      assert.equal(await recorded(), before);
    } finally {
      await app.db.query("UPDATE configurations SET data = '0' WHERE id = 1");
      await app.db.caughtUp();
    }
    assert.equal((await viewBoard(ACCOUNTS.techManager, board)).statusCode, 200);
    assert.equal(await recorded(), (before ?? 0) + 1);
  });

  test('any other name is refused and nothing is recorded', async () => {
    const total = (await asAdmin('/api/app_events?itemsPerPage=1')).json()['hydra:totalItems'];
    for (const name of ['login', 'ver tablero ', 'cambio de contraseña']) {
      const refused = await viewBoard(ACCOUNTS.ana, name);
      assert.equal(refused.statusCode, 400, name);
      assert.equal(errorOf(refused), 'Evento no válido');
    }
    assert.equal((await injectWithLogin(ACCOUNTS.ana, { method: 'GET', url: '/api/events' })).statusCode, 400);
    assert.equal((await asAdmin('/api/app_events?itemsPerPage=1')).json()['hydra:totalItems'], total);
  });

  test('admins hear of a new event live; others do not', async () => {
    const admin = await subscribe(ACCOUNTS.admin);
    const inspector = await subscribe(ACCOUNTS.inspector);
    try {
      await viewBoard(ACCOUNTS.ana, 'ver tablero Aplicaciones');
      const [event] = await events(`user=${anaId}&itemsPerPage=1`);
      assert.ok(await admin.received(`/api/app_events/${event?.id}`));
      assert.equal(await inspector.received(`/api/app_events/${event?.id}`, 500), false);
    } finally {
      await admin.close();
      await inspector.close();
    }
  });
});
