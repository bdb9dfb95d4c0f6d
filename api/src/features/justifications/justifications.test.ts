import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp, members, ORIGIN } from '../../../test/helper.ts';

const { app, injectWithLogin } = await buildTestApp();

type Justification = {
  id: number;
  status: boolean;
  authorized: boolean | null;
  reason_id: number;
  justifiedSeconds: number;
  explanation: string;
  managedBy: string | null;
  user: { id: number; email: string };
};

const LOGISTICS_MANAGER = 'subdpto.logistica@empresa.es';

async function emailsFor(email: string, status: boolean): Promise<string[]> {
  const response = await injectWithLogin(email, { method: 'GET', url: `/api/justifications?status=${status}` });
  assert.equal(response.statusCode, 200);
  return (members(response) as unknown as Justification[]).map((justification) => justification.user.email).sort();
}

/** The justification of `email` as the admin sees it. */
async function justificationOf(email: string): Promise<Justification> {
  const all = members(await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: '/api/justifications' })) as unknown as Justification[];
  const found = all.find((justification) => justification.user.email === email);
  assert.ok(found, `no justification of ${email}`);
  return found;
}

async function stored(id: number): Promise<Justification> {
  return (await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: `/api/justifications/${id}` })).json();
}

const approve = (email: string, id: number | string) => injectWithLogin(email, { method: 'PUT', url: `/api/approveJustification/${id}` });
const deny = (email: string, id: number | string) => injectWithLogin(email, { method: 'PUT', url: `/api/denyJustification/${id}` });

async function createFor(email: string, reason = 2): Promise<Justification> {
  const response = await injectWithLogin(email, {
    method: 'POST',
    url: '/api/justifications',
    payload: { start: '2026-10-05T00:00:00+02:00', end: '2026-10-05T23:59:59+02:00', justifiedSeconds: 25_200, reason_id: reason, explanation: 'Cita médica' },
  });
  assert.equal(response.statusCode, 201, response.body);
  return response.json();
}

describe('GET /api/justifications is cut to each role’s medical scope', () => {
  test('pending (status=false) per role', async () => {
    assert.deepEqual(await emailsFor(ACCOUNTS.admin, false), [
      'ana.garcia@empresa.es',
      'luis.martin@empresa.es',
      'pablo.hernandez@empresa.es',
      'silvia.flores@empresa.es',
    ]);
    assert.deepEqual(await emailsFor(ACCOUNTS.techManager, false), ['ana.garcia@empresa.es', 'pablo.hernandez@empresa.es']);
    assert.deepEqual(await emailsFor(ACCOUNTS.redesManager, false), ['ana.garcia@empresa.es', 'pablo.hernandez@empresa.es']);
    // Logística has calendar powers but not medical ones; Desarrollo has neither.
    assert.deepEqual(await emailsFor(LOGISTICS_MANAGER, false), []);
    assert.deepEqual(await emailsFor(ACCOUNTS.desarrolloManager, false), []);
    assert.deepEqual(await emailsFor(ACCOUNTS.supportTeamManager, false), []);
    assert.deepEqual(await emailsFor(ACCOUNTS.ana, false), ['ana.garcia@empresa.es']);
  });

  test('handled (status=true) per role, with the decision and the embedded person', async () => {
    assert.deepEqual(await emailsFor(ACCOUNTS.admin, true), ['laura.diaz@empresa.es', 'miguel.ortiz@empresa.es']);
    assert.deepEqual(await emailsFor(ACCOUNTS.techManager, true), ['laura.diaz@empresa.es', 'miguel.ortiz@empresa.es']);
    assert.deepEqual(await emailsFor(ACCOUNTS.redesManager, true), ['laura.diaz@empresa.es']);
    const response = await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: '/api/justifications?status=1&reason_id=1' });
    assert.equal(response.headers['content-type'], 'application/ld+json; charset=utf-8');
    const [miguel] = members(response) as unknown as (Justification & { '@type': string })[];
    assert.equal(miguel?.['@type'], 'Justification');
    assert.deepEqual([miguel?.user.email, miguel?.status, miguel?.authorized, miguel?.justifiedSeconds], ['miguel.ortiz@empresa.es', true, false, 10_800]);
  });

  test('an item outside the scope is a 404 on read', async () => {
    const silvia = await justificationOf('silvia.flores@empresa.es');
    assert.equal((await injectWithLogin(ACCOUNTS.redesManager, { method: 'GET', url: `/api/justifications/${silvia.id}` })).statusCode, 404);
    assert.equal((await injectWithLogin('dpto.finanzas@empresa.es', { method: 'GET', url: `/api/justifications/${silvia.id}` })).statusCode, 200);
  });
});

describe('PUT /api/approveJustification/{id} and /api/denyJustification/{id}', () => {
  test('approve, then flip to denied and back; repeating the held decision is a 409', async () => {
    const ana = await justificationOf(ACCOUNTS.ana);
    const approved = await approve(ACCOUNTS.redesManager, ana.id);
    assert.equal(approved.statusCode, 200);
    assert.equal(approved.json()['@context'], '/api/contexts/Justification');
    assert.deepEqual([approved.json().status, approved.json().authorized], [true, true]);
    assert.match(approved.json().managedBy, /^\/api\/users\/\d+$/);

    const again = await approve(ACCOUNTS.techManager, ana.id);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().error, 'La justificación ya está autorizada');

    const denied = await deny(ACCOUNTS.techManager, ana.id);
    assert.equal(denied.statusCode, 200);
    assert.deepEqual([denied.json().status, denied.json().authorized], [true, false]);
    assert.equal((await deny(ACCOUNTS.techManager, ana.id)).json().error, 'La justificación ya está denegada');
    assert.equal((await approve(ACCOUNTS.admin, ana.id)).statusCode, 200);
    assert.deepEqual([(await stored(ana.id)).status, (await stored(ana.id)).authorized], [true, true]);
  });

  test('a pending item can be denied straight away', async () => {
    const pablo = await justificationOf('pablo.hernandez@empresa.es');
    const denied = await deny(ACCOUNTS.redesManager, pablo.id);
    assert.equal(denied.statusCode, 200);
    assert.deepEqual([denied.json().status, denied.json().authorized], [true, false]);
  });

  test('of concurrent identical decisions exactly one is applied', async () => {
    const created = await createFor(ACCOUNTS.ana);
    const answers = await Promise.all([approve(ACCOUNTS.admin, created.id), approve(ACCOUNTS.techManager, created.id), approve(ACCOUNTS.redesManager, created.id)]);
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 409, 409]);
    assert.deepEqual([(await stored(created.id)).status, (await stored(created.id)).authorized], [true, true]);
  });

  test('out of scope (including a manager without medical powers) is a 403 and changes nothing', async () => {
    const luis = await justificationOf('luis.martin@empresa.es');
    const silvia = await justificationOf('silvia.flores@empresa.es');
    assert.equal((await approve(LOGISTICS_MANAGER, luis.id)).statusCode, 403);
    assert.equal((await deny(ACCOUNTS.redesManager, silvia.id)).statusCode, 403);
    assert.equal((await approve(ACCOUNTS.techManager, silvia.id)).statusCode, 403);
    assert.equal((await approve(ACCOUNTS.desarrolloManager, luis.id)).statusCode, 403);
    assert.equal((await approve(ACCOUNTS.ana, luis.id)).statusCode, 403);
    assert.equal((await approve(ACCOUNTS.supportTeamManager, luis.id)).json().status, 403);
    for (const id of [luis.id, silvia.id]) assert.deepEqual([(await stored(id)).status, (await stored(id)).authorized], [false, null]);
  });

  test('nobody decides on their own justification except an admin; without a session it is a 401', async () => {
    const own = await createFor(ACCOUNTS.redesManager);
    assert.equal((await approve(ACCOUNTS.redesManager, own.id)).statusCode, 403);
    assert.equal((await approve(ACCOUNTS.techManager, own.id)).statusCode, 200);
    const ana = await createFor(ACCOUNTS.ana);
    assert.equal((await approve(ACCOUNTS.ana, ana.id)).statusCode, 403);
    const adminOwn = await createFor(ACCOUNTS.admin);
    assert.equal((await deny(ACCOUNTS.admin, adminOwn.id)).statusCode, 200);
    const anonymous = await app.inject({ method: 'PUT', url: `/api/approveJustification/${ana.id}`, headers: { origin: ORIGIN } });
    assert.equal(anonymous.statusCode, 401);
    assert.equal((await stored(ana.id)).status, false);
  });

  test('bad ids are 400, unknown ones 404', async () => {
    for (const id of ['abc', '0', '1.5', '-3', '99999999999']) {
      const refused = await approve(ACCOUNTS.admin, id);
      assert.equal(refused.statusCode, 400, id);
      assert.equal(refused.json()['hydra:title'], 'An error occurred');
    }
    assert.equal((await deny(ACCOUNTS.admin, 999999)).statusCode, 404);
  });
});

describe('POST /api/justifications', () => {
  test('a member justifies an absence: pending and always their own', async () => {
    const luis = await justificationOf('luis.martin@empresa.es');
    const response = await injectWithLogin(ACCOUNTS.ana, {
      method: 'POST',
      url: '/api/justifications',
      payload: {
        user: `/api/users/${luis.user.id}`,
        start: '2026-10-06T00:00:00+02:00',
        end: '2026-10-06T23:59:59+02:00',
        justifiedSeconds: 3600,
        reason_id: 3,
        status: true,
        authorized: true,
      },
    });
    assert.equal(response.statusCode, 201);
    assert.equal(response.headers.location, `/api/justifications/${response.json().id}`);
    assert.deepEqual([response.json().user.email, response.json().status, response.json().authorized], [ACCOUNTS.ana, false, null]);
  });

  test('invalid periods, durations and reasons are 422; malformed bodies 400; nothing is stored', async () => {
    const before = (await emailsFor(ACCOUNTS.admin, false)).length;
    const post = (payload: object) => injectWithLogin(ACCOUNTS.ana, { method: 'POST', url: '/api/justifications', payload });
    const base = { start: '2026-10-07T08:00:00+02:00', end: '2026-10-07T10:00:00+02:00', justifiedSeconds: 3600, reason_id: 2 };
    const cases: [object, number, string?][] = [
      [{ ...base, end: '2026-10-07T07:00:00+02:00' }, 422, 'La fecha de fin debe ser mayor o igual a la de inicio'],
      [{ ...base, justifiedSeconds: 0 }, 422, 'El tiempo justificado debe ser mayor que cero y caber en el periodo'],
      [{ ...base, justifiedSeconds: 7202 }, 422, 'El tiempo justificado debe ser mayor que cero y caber en el periodo'],
      [{ ...base, reason_id: 4 }, 422, 'Motivo no válido'],
      [{ ...base, reason_id: '2' }, 400],
      [{ ...base, start: 'ayer' }, 400],
      [{ ...base, start: '0000-01-01T08:00:00Z', end: '0000-01-01T10:00:00Z' }, 400],
      [{ ...base, start: '1900-01-01T00:00:00Z', end: '2100-01-01T00:00:00Z', justifiedSeconds: 3_000_000_000 }, 400],
      [{ start: base.start }, 400],
    ];
    for (const [payload, status, message] of cases) {
      const refused = await post(payload);
      assert.equal(refused.statusCode, status, JSON.stringify(payload));
      if (message) assert.equal(refused.json().error, message);
    }
    assert.equal((await emailsFor(ACCOUNTS.admin, false)).length, before);
  });
});

describe('GET /api/justifications?decidable=true leaves out what the caller may not decide', () => {
  test("a manager's own pending justification is listed for them, but not among those they may decide", async () => {
    const own = await createFor(ACCOUNTS.techManager);
    const ids = async (url: string) => members(await injectWithLogin(ACCOUNTS.techManager, { method: 'GET', url })).map((item) => item.id);
    assert.ok((await ids('/api/justifications?status=false')).includes(own.id));
    const decidable = await ids('/api/justifications?status=false&decidable=true');
    assert.ok(decidable.length > 0);
    assert.ok(!decidable.includes(own.id));
  });
});
