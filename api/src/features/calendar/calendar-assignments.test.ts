import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp, members, ORIGIN } from '../../../test/helper.ts';

const { app, injectWithLogin } = await buildTestApp();

type Holiday = {
  id: number;
  type: number;
  managed: boolean;
  authorized: boolean;
  rejectReason: string | null;
  rejectReasonRequired: boolean;
  managedBy: string | null;
  user: { id: number; email: string };
};

const LOGISTICS_MANAGER = 'subdpto.logistica@empresa.es';

async function pendingEmailsFor(email: string): Promise<string[]> {
  const response = await injectWithLogin(email, { method: 'GET', url: '/api/calendar_assignments?type=1&managed=false' });
  assert.equal(response.statusCode, 200);
  return (members(response) as unknown as Holiday[]).map((holiday) => holiday.user.email).sort();
}

/** The request of `email` as the admin sees it (the pending one unless told otherwise). */
async function requestOf(email: string, managed = false): Promise<Holiday> {
  const all = members(await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: `/api/calendar_assignments?managed=${managed}` })) as unknown as Holiday[];
  const found = all.find((holiday) => holiday.user.email === email);
  assert.ok(found, `no ${managed ? 'managed' : 'pending'} request of ${email}`);
  return found;
}

const manage = (email: string, id: number | string, payload: unknown) =>
  injectWithLogin(email, { method: 'PUT', url: `/api/calendar_assignments/${id}`, payload: payload as object });
const accept = (email: string, id: number) => manage(email, id, { authorized: true, managed: true });
const reject = (email: string, id: number, rejectReason?: string) => manage(email, id, { authorized: false, managed: true, rejectReason });

let nextStartDay = 400;
/** A fresh pending request of the caller, on days no other request of this file uses. */
async function createPending(email: string): Promise<Holiday> {
  const start = new Date(Date.UTC(2026, 0, 1) + nextStartDay * 86_400_000);
  nextStartDay += 10;
  const end = new Date(start.getTime() + 3 * 86_400_000 - 1000);
  const response = await injectWithLogin(email, {
    method: 'POST',
    url: '/api/calendar_assignments',
    payload: { type: 1, start: start.toISOString(), end: end.toISOString() },
  });
  assert.equal(response.statusCode, 201, response.body);
  return response.json();
}

describe('GET /api/calendar_assignments?type=1&managed=false is cut to each role’s scope', () => {
  test('admin sees every pending request; managers their calendar scope; members their own', async () => {
    assert.deepEqual(await pendingEmailsFor(ACCOUNTS.admin), [
      'ana.garcia@empresa.es',
      'diego.alvarez@empresa.es',
      'luis.martin@empresa.es',
      'patricia.reyes@empresa.es',
      'paula.rubio@empresa.es',
    ]);
    assert.deepEqual(await pendingEmailsFor(ACCOUNTS.techManager), ['ana.garcia@empresa.es', 'diego.alvarez@empresa.es', 'paula.rubio@empresa.es']);
    assert.deepEqual(await pendingEmailsFor(ACCOUNTS.redesManager), ['ana.garcia@empresa.es', 'diego.alvarez@empresa.es']);
    assert.deepEqual(await pendingEmailsFor(LOGISTICS_MANAGER), ['luis.martin@empresa.es']);
    // Desarrollo's calendar flag is off.
    assert.deepEqual(await pendingEmailsFor(ACCOUNTS.desarrolloManager), []);
    assert.deepEqual(await pendingEmailsFor(ACCOUNTS.supportTeamManager), []);
    assert.deepEqual(await pendingEmailsFor(ACCOUNTS.ana), ['ana.garcia@empresa.es']);
  });

  test('items embed the requester and say whether a rejection needs a reason; filters narrow, never widen', async () => {
    const response = await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: '/api/calendar_assignments?type=1&managed=false&unknown=1' });
    assert.equal(response.headers['content-type'], 'application/ld+json; charset=utf-8');
    const body = response.json();
    assert.equal(body['@type'], 'hydra:Collection');
    const all = members(response) as unknown as (Holiday & { '@type': string; start: string; end: string })[];
    const ana = all.find((holiday) => holiday.user.email === ACCOUNTS.ana);
    assert.equal(ana?.['@type'], 'CalendarAssignment');
    assert.equal(ana?.type, 1);
    assert.match(ana?.start ?? '', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    assert.equal(ana?.managed, false);
    assert.equal(ana?.rejectReasonRequired, true);
    assert.equal(all.find((holiday) => holiday.user.email === 'luis.martin@empresa.es')?.rejectReasonRequired, false);

    const managed = members(await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: '/api/calendar_assignments?managed=true&authorized=true' }));
    assert.deepEqual(managed.map((holiday) => (holiday as unknown as Holiday).user.email), ['laura.diaz@empresa.es']);
    const byUser = members(await injectWithLogin(ACCOUNTS.redesManager, { method: 'GET', url: `/api/calendar_assignments?user=/api/users/${ana?.user.id}` }));
    assert.deepEqual(byUser.map((holiday) => holiday.id), [ana?.id]);
    const paula = await requestOf('paula.rubio@empresa.es');
    assert.deepEqual(members(await injectWithLogin(ACCOUNTS.redesManager, { method: 'GET', url: `/api/calendar_assignments?user=${paula.user.id}` })), []);
  });

  test('an item outside the scope is a 404 on read', async () => {
    const luis = await requestOf('luis.martin@empresa.es');
    assert.equal((await injectWithLogin(ACCOUNTS.redesManager, { method: 'GET', url: `/api/calendar_assignments/${luis.id}` })).statusCode, 404);
    assert.equal((await injectWithLogin(LOGISTICS_MANAGER, { method: 'GET', url: `/api/calendar_assignments/${luis.id}` })).statusCode, 200);
  });
});

describe('PUT /api/calendar_assignments/{id} manages', () => {
  test('accepting sets authorized and managed, records the manager, and a second decision is a 409', async () => {
    const diego = await requestOf('diego.alvarez@empresa.es');
    const accepted = await accept(ACCOUNTS.redesManager, diego.id);
    assert.equal(accepted.statusCode, 200);
    const body = accepted.json();
    assert.equal(body['@context'], '/api/contexts/CalendarAssignment');
    assert.deepEqual([body.managed, body.authorized, body.rejectReason], [true, true, null]);
    assert.match(body.managedBy, /^\/api\/users\/\d+$/);
    const again = await reject(ACCOUNTS.techManager, diego.id, 'Tarde');
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().error, 'La solicitud de vacaciones ya ha sido gestionada');
    assert.equal((await requestOf('diego.alvarez@empresa.es', true)).authorized, true);
  });

  test('rejecting sets managed with authorized false and keeps the trimmed reason', async () => {
    const luis = await requestOf('luis.martin@empresa.es');
    const rejected = await reject(LOGISTICS_MANAGER, luis.id, '  Coincide con el inventario  ');
    assert.equal(rejected.statusCode, 200);
    assert.deepEqual([rejected.json().managed, rejected.json().authorized, rejected.json().rejectReason], [true, false, 'Coincide con el inventario']);
  });

  test('where the department requires it, a rejection without a reason is a 422 and changes nothing', async () => {
    const own = await createPending(ACCOUNTS.ana);
    assert.equal(own.rejectReasonRequired, true);
    for (const payload of [
      { authorized: false, managed: true },
      { authorized: false, managed: true, rejectReason: '   ' },
      { authorized: false, managed: true, rejectReason: null },
    ]) {
      const refused = await manage(ACCOUNTS.techManager, own.id, payload);
      assert.equal(refused.statusCode, 422);
      assert.equal(refused.json()['@type'], 'ConstraintViolationList');
      assert.equal(refused.json().error, 'Debe indicar el motivo del rechazo');
      assert.equal(refused.json().violations[0].propertyPath, 'rejectReason');
    }
    const stored = (await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: `/api/calendar_assignments/${own.id}` })).json();
    assert.equal(stored.managed, false);
    assert.equal((await reject(ACCOUNTS.techManager, own.id, 'Falta personal')).statusCode, 200);
  });

  test('without that rule a rejection needs no reason', async () => {
    const patricia = await requestOf('patricia.reyes@empresa.es');
    assert.equal(patricia.rejectReasonRequired, false);
    const rejected = await reject(ACCOUNTS.admin, patricia.id);
    assert.equal(rejected.statusCode, 200);
    assert.equal(rejected.json().rejectReason, null);
  });

  test('of concurrent decisions exactly one is applied; the others are 409', async () => {
    const request = await createPending(ACCOUNTS.ana);
    const answers = await Promise.all([
      accept(ACCOUNTS.techManager, request.id),
      reject(ACCOUNTS.redesManager, request.id, 'No'),
      accept(ACCOUNTS.admin, request.id),
      reject(ACCOUNTS.admin, request.id, 'No'),
    ]);
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 409, 409, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json();
    const stored = (await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: `/api/calendar_assignments/${request.id}` })).json();
    assert.deepEqual([stored.managed, stored.authorized, stored.rejectReason, stored.managedBy], [true, winner.authorized, winner.rejectReason, winner.managedBy]);
  });

  test('out of scope is a 403 and changes nothing', async () => {
    const paula = await requestOf('paula.rubio@empresa.es');
    const patricia = await createPending('patricia.reyes@empresa.es');
    assert.equal((await accept(ACCOUNTS.redesManager, paula.id)).statusCode, 403);
    assert.equal((await accept(ACCOUNTS.desarrolloManager, paula.id)).statusCode, 403);
    assert.equal((await accept(ACCOUNTS.techManager, patricia.id)).statusCode, 403);
    assert.equal((await accept(ACCOUNTS.supportTeamManager, paula.id)).statusCode, 403);
    assert.equal((await accept(ACCOUNTS.ana, paula.id)).json().status, 403);
    assert.equal((await requestOf('paula.rubio@empresa.es')).managed, false);
    assert.equal((await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: `/api/calendar_assignments/${patricia.id}` })).json().managed, false);
  });

  test('managers never decide their own request, admins may; without a session it is a 401', async () => {
    const own = await createPending(ACCOUNTS.techManager);
    assert.equal((await accept(ACCOUNTS.techManager, own.id)).statusCode, 403);
    const anonymous = await app.inject({
      method: 'PUT',
      url: `/api/calendar_assignments/${own.id}`,
      headers: { origin: ORIGIN },
      payload: { authorized: true, managed: true },
    });
    assert.equal(anonymous.statusCode, 401);
    const adminOwn = await createPending(ACCOUNTS.admin);
    assert.equal((await accept(ACCOUNTS.admin, adminOwn.id)).statusCode, 200);
  });

  test('bad bodies and ids are 400 JSON-LD errors and change nothing', async () => {
    const request = await createPending(ACCOUNTS.ana);
    const notJson = await injectWithLogin(ACCOUNTS.admin, {
      method: 'PUT',
      url: `/api/calendar_assignments/${request.id}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"authorized": tru',
    });
    assert.equal(notJson.statusCode, 400);
    assert.equal(notJson.json()['hydra:title'], 'An error occurred');
    for (const payload of [
      {},
      { managed: true },
      { authorized: 'yes', managed: true },
      { authorized: true, managed: false },
      { authorized: false, managed: true, rejectReason: 42 },
      { authorized: false, managed: true, rejectReason: 'x'.repeat(1001) },
      { authorized: false, managed: true, rejectReason: 'Fechas\u0000' },
    ]) {
      const refused = await manage(ACCOUNTS.admin, request.id, payload);
      assert.equal(refused.statusCode, 400, JSON.stringify(payload));
      assert.equal(typeof refused.json().error, 'string');
    }
    for (const id of ['abc', '0', '1.5', '-3', '99999999999']) assert.equal((await accept(ACCOUNTS.admin, id as unknown as number)).statusCode, 400, id);
    assert.equal((await accept(ACCOUNTS.admin, 999999)).statusCode, 404);
    const stored = (await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: `/api/calendar_assignments/${request.id}` })).json();
    assert.deepEqual([stored.managed, stored.authorized], [false, false]);
  });
});

describe('POST /api/calendar_assignments', () => {
  test('a member asks for holidays: always pending, for themselves only', async () => {
    const created = await injectWithLogin(ACCOUNTS.ana, {
      method: 'POST',
      url: '/api/calendar_assignments',
      payload: { type: 1, start: '2028-03-01T00:00:00+01:00', end: '2028-03-03T23:59:59+01:00', managed: true, authorized: true },
    });
    assert.equal(created.statusCode, 201);
    assert.equal(created.headers.location, `/api/calendar_assignments/${created.json().id}`);
    assert.deepEqual([created.json().managed, created.json().authorized, created.json().user.email], [false, false, ACCOUNTS.ana]);
    const luis = await requestOf('luis.martin@empresa.es', true);
    const forOther = await injectWithLogin(ACCOUNTS.ana, {
      method: 'POST',
      url: '/api/calendar_assignments',
      payload: { user: `/api/users/${luis.user.id}`, type: 1, start: '2028-04-01T00:00:00Z', end: '2028-04-02T00:00:00Z' },
    });
    assert.equal(forOther.statusCode, 403);
  });

  test('wrong type, reversed dates and overlaps are 422 with Spanish messages', async () => {
    const post = (payload: object) => injectWithLogin(ACCOUNTS.ana, { method: 'POST', url: '/api/calendar_assignments', payload });
    const wrongType = await post({ type: 2, start: '2028-05-01T00:00:00Z', end: '2028-05-02T00:00:00Z' });
    assert.equal(wrongType.statusCode, 422);
    assert.equal(wrongType.json().error, 'Tipo incorrecto');
    const reversed = await post({ type: 1, start: '2028-05-03T00:00:00Z', end: '2028-05-02T00:00:00Z' });
    assert.equal(reversed.statusCode, 422);
    assert.equal(reversed.json().error, 'La fecha de fin debe ser mayor o igual a la de inicio');
    const overlapping = await post({ type: 1, start: '2028-03-02T00:00:00+01:00', end: '2028-03-10T00:00:00+01:00' });
    assert.equal(overlapping.statusCode, 422);
    assert.equal(overlapping.json().error, 'Ya tiene una solicitud de vacaciones en esas fechas');
    assert.equal((await post({ type: 1, start: 'mañana', end: '2028-05-02T00:00:00Z' })).statusCode, 400);
    assert.equal((await post({ type: 1, start: '0000-05-01T00:00:00Z', end: '0000-05-02T00:00:00Z' })).statusCode, 400);
  });

  test('of identical requests sent at once exactly one is created', async () => {
    const payload = { type: 1, start: '2028-07-01T00:00:00Z', end: '2028-07-05T00:00:00Z' };
    const answers = await Promise.all(
      [1, 2, 3].map(() => injectWithLogin(ACCOUNTS.ana, { method: 'POST', url: '/api/calendar_assignments', payload })),
    );
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [201, 422, 422]);
  });
});

describe('GET /api/calendar_assignments?decidable=true leaves out what the caller may not decide', () => {
  test("a manager's own pending request is listed for them, but not among those they may decide", async () => {
    const own = await createPending(ACCOUNTS.techManager);
    const list = async (url: string) => members(await injectWithLogin(ACCOUNTS.techManager, { method: 'GET', url })) as unknown as Holiday[];
    assert.ok((await list('/api/calendar_assignments?type=1&managed=false')).some((request) => request.id === own.id));
    const decidable = await list('/api/calendar_assignments?type=1&managed=false&decidable=true');
    assert.ok(decidable.length > 0);
    assert.ok(decidable.every((request) => request.user.id !== own.user.id));
  });
});
