import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp, members, ORIGIN } from '../../../test/helper.ts';

const { app, injectWithLogin } = await buildTestApp();
/** The demo data's requests, as seeded, before any test adds its own. */
const seeded = await app.db.query<{ id: number; local: string }>(
  `SELECT s.id, to_char(s.start AT TIME ZONE u.timezone, 'HH24:MI:SS') AS local FROM user_schedules s JOIN users u ON u.id = s.user_id ORDER BY s.id`,
);

type Request = { id: number; type: number; authorized: boolean; user: { id: number; email: string }; schedule: { name: string } | null };

async function pendingEmailsFor(email: string): Promise<string[]> {
  const response = await injectWithLogin(email, { method: 'GET', url: '/api/user_schedules?authorized=false' });
  assert.equal(response.statusCode, 200);
  return (members(response) as unknown as Request[]).map((request) => request.user.email).sort();
}

/** The pending request of `email` (as the admin sees it). */
async function pendingOf(email: string, type?: number): Promise<Request> {
  const all = members(await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: '/api/user_schedules?authorized=0' })) as unknown as Request[];
  const found = all.find((request) => request.user.email === email && (type === undefined || request.type === type));
  assert.ok(found, `no pending request of ${email}`);
  return found;
}

async function userAsAdmin(id: number) {
  return (await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: `/api/users/${id}` })).json();
}

const accept = (email: string, id: number | string, payload: unknown = { authorized: true }) =>
  injectWithLogin(email, { method: 'PUT', url: `/api/user_schedules/${id}`, payload: payload as object });

describe('GET /api/user_schedules?authorized=false is cut to each role’s scope', () => {
  test('admin sees every pending request; managers their scope; members their own', async () => {
    assert.deepEqual(await pendingEmailsFor(ACCOUNTS.admin), [
      'ana.garcia@empresa.es',
      'carmen.munoz@empresa.es',
      'diego.alvarez@empresa.es',
      'luis.martin@empresa.es',
      'pablo.hernandez@empresa.es',
      'raquel.mendez@empresa.es',
      'silvia.flores@empresa.es',
      'subdpto.desarrollo@empresa.es',
    ]);
    assert.deepEqual(await pendingEmailsFor(ACCOUNTS.techManager), [
      'ana.garcia@empresa.es',
      'carmen.munoz@empresa.es',
      'diego.alvarez@empresa.es',
      'pablo.hernandez@empresa.es',
      'subdpto.desarrollo@empresa.es',
    ]);
    assert.deepEqual(await pendingEmailsFor(ACCOUNTS.redesManager), ['ana.garcia@empresa.es', 'diego.alvarez@empresa.es', 'pablo.hernandez@empresa.es']);
    // Desarrollo's calendar flag is off: its manager only sees their own request.
    assert.deepEqual(await pendingEmailsFor(ACCOUNTS.desarrolloManager), ['subdpto.desarrollo@empresa.es']);
    assert.deepEqual(await pendingEmailsFor(ACCOUNTS.ana), ['ana.garcia@empresa.es']);
    assert.deepEqual(await pendingEmailsFor(ACCOUNTS.supportTeamManager), []);
  });

  test('requests embed the requester with current schedules and the requested schedule with units', async () => {
    const response = await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: '/api/user_schedules?authorized=false&user=/api/users/8&unknown=1' });
    type Embedded = { name: string; units: { start: string }[] };
    const [request] = members(response) as unknown as (Request & { '@type': string; user: { workSchedule: Embedded; dutySchedule: Embedded | null }; schedule: Embedded })[];
    assert.equal(response.headers['content-type'], 'application/ld+json; charset=utf-8');
    assert.equal(request?.['@type'], 'UserSchedule');
    assert.equal(request?.user.email, ACCOUNTS.ana);
    assert.equal(request?.user.workSchedule.name, 'Mañanas');
    assert.equal(request?.user.dutySchedule, null);
    assert.equal(request?.schedule.name, 'Tardes');
    assert.equal(request?.schedule.units[0]?.start, '1970-01-01T15:00:00+01:00');
    const noSchedule = await pendingOf(ACCOUNTS.luis);
    assert.equal(noSchedule.schedule, null);
  });
});

describe('PUT /api/user_schedules/{id} accepts', () => {
  test('a type 1 acceptance replaces the work schedule; a second acceptance is a 409', async () => {
    const request = await pendingOf(ACCOUNTS.ana, 1);
    const first = await accept(ACCOUNTS.redesManager, request.id);
    assert.equal(first.statusCode, 200);
    assert.equal(first.json().authorized, true);
    assert.equal((await userAsAdmin(request.user.id)).workSchedule.name, 'Tardes');
    const second = await accept(ACCOUNTS.redesManager, request.id);
    assert.equal(second.statusCode, 409);
    assert.equal(second.json()['@type'], 'hydra:Error');
  });

  test('a type 2 acceptance replaces the duty schedule, and null clears it', async () => {
    const diego = await pendingOf('diego.alvarez@empresa.es', 2);
    assert.equal((await accept(ACCOUNTS.techManager, diego.id)).statusCode, 200);
    const diegoNow = await userAsAdmin(diego.user.id);
    assert.equal(diegoNow.dutySchedule.name, 'Guardia fin de semana');
    assert.equal(diegoNow.workSchedule.name, 'Mañanas');

    const pablo = await pendingOf('pablo.hernandez@empresa.es', 2);
    assert.equal((await userAsAdmin(pablo.user.id)).dutySchedule.name, 'Guardia fin de semana');
    assert.equal((await accept(ACCOUNTS.admin, pablo.id)).statusCode, 200);
    assert.equal((await userAsAdmin(pablo.user.id)).dutySchedule, null);
  });

  test('of concurrent acceptances exactly one succeeds', async () => {
    const request = await pendingOf(ACCOUNTS.luis, 1);
    const answers = await Promise.all([accept(ACCOUNTS.admin, request.id), accept(ACCOUNTS.admin, request.id), accept(ACCOUNTS.admin, request.id)]);
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 409, 409]);
    assert.equal((await userAsAdmin(request.user.id)).workSchedule, null);
  });

  test('out of scope is a 403 and changes nothing', async () => {
    const carmen = await pendingOf('carmen.munoz@empresa.es');
    const silvia = await pendingOf('silvia.flores@empresa.es');
    assert.equal((await accept(ACCOUNTS.desarrolloManager, carmen.id)).statusCode, 403);
    assert.equal((await accept(ACCOUNTS.redesManager, silvia.id)).statusCode, 403);
    assert.equal((await injectWithLogin(ACCOUNTS.redesManager, { method: 'DELETE', url: `/api/user_schedules/${silvia.id}` })).statusCode, 403);
    assert.equal((await accept(ACCOUNTS.ana, carmen.id)).statusCode, 403);
    assert.equal((await injectWithLogin(ACCOUNTS.ana, { method: 'DELETE', url: `/api/user_schedules/${carmen.id}` })).statusCode, 403);
    assert.equal((await pendingOf('carmen.munoz@empresa.es')).authorized, false);
    assert.equal((await pendingOf('silvia.flores@empresa.es')).authorized, false);
  });

  test('managers never accept their own request; without a session it is a 401', async () => {
    const own = await pendingOf(ACCOUNTS.desarrolloManager);
    assert.equal((await accept(ACCOUNTS.desarrolloManager, own.id)).statusCode, 403);
    const anonymous = await app.inject({
      method: 'PUT',
      url: `/api/user_schedules/${own.id}`,
      headers: { origin: ORIGIN },
      payload: { authorized: true },
    });
    assert.equal(anonymous.statusCode, 401);
    assert.equal((await pendingOf(ACCOUNTS.desarrolloManager)).authorized, false);
  });

  test('bad bodies and ids are 400 JSON-LD errors and change nothing', async () => {
    const carmen = await pendingOf('carmen.munoz@empresa.es');
    const notJson = await injectWithLogin(ACCOUNTS.admin, {
      method: 'PUT',
      url: `/api/user_schedules/${carmen.id}`,
      headers: { 'content-type': 'application/ld+json' },
      payload: '{authorized: true',
    });
    assert.equal(notJson.statusCode, 400);
    assert.equal(notJson.json()['hydra:title'], 'An error occurred');
    assert.equal((await accept(ACCOUNTS.admin, carmen.id, { authorized: 'yes' })).statusCode, 400);
    assert.equal((await accept(ACCOUNTS.admin, carmen.id, { authorized: [true] })).statusCode, 400);
    for (const id of ['abc', '0', '1.5', '-3', '99999999999']) assert.equal((await accept(ACCOUNTS.admin, id)).statusCode, 400, id);
    assert.equal((await accept(ACCOUNTS.admin, 999999)).statusCode, 404);
    assert.equal((await pendingOf('carmen.munoz@empresa.es')).authorized, false);
  });
});

describe('DELETE /api/user_schedules/{id}', () => {
  test('a manager rejects, with a JSON header and no body as the data layer sends it: 204, then the request is gone', async () => {
    const raquel = await pendingOf('raquel.mendez@empresa.es');
    const rejected = await injectWithLogin(ACCOUNTS.admin, {
      method: 'DELETE',
      url: `/api/user_schedules/${raquel.id}`,
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(rejected.statusCode, 204);
    assert.equal((await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: `/api/user_schedules/${raquel.id}` })).statusCode, 404);
  });

  test('the owner cancels a pending request but not an authorized one', async () => {
    const own = await pendingOf(ACCOUNTS.desarrolloManager);
    assert.equal((await injectWithLogin(ACCOUNTS.desarrolloManager, { method: 'DELETE', url: `/api/user_schedules/${own.id}` })).statusCode, 204);
    const history = members(await injectWithLogin(ACCOUNTS.ana, { method: 'GET', url: '/api/user_schedules?authorized=true' }));
    assert.ok(history.length > 0);
    const cancel = await injectWithLogin(ACCOUNTS.ana, { method: 'DELETE', url: `/api/user_schedules/${history[0]?.id}` });
    assert.equal(cancel.statusCode, 403);
  });
});

describe('POST /api/user_schedules', () => {
  test('a member asks for a change: pending whatever they send; bad type and foreign users are refused', async () => {
    const silvia = await pendingOf('silvia.flores@empresa.es');
    const created = await injectWithLogin(ACCOUNTS.ana, {
      method: 'POST',
      url: '/api/user_schedules',
      payload: { user: '/api/users/8', schedule: '/api/work_schedules/5', type: 1, authorized: true },
    });
    assert.equal(created.statusCode, 201);
    assert.equal(created.headers.location, `/api/user_schedules/${created.json().id}`);
    assert.equal(created.json().authorized, false);
    assert.equal(created.json().schedule.name, 'Libre');
    assert.deepEqual(created.json().schedule.units, []);

    const wrongType = await injectWithLogin(ACCOUNTS.ana, { method: 'POST', url: '/api/user_schedules', payload: { user: 8, schedule: null, type: 3 } });
    assert.equal(wrongType.statusCode, 422);
    assert.equal(wrongType.json().error, 'Tipo incorrecto');

    const forOther = await injectWithLogin(ACCOUNTS.ana, { method: 'POST', url: '/api/user_schedules', payload: { user: silvia.user.id, schedule: null, type: 1 } });
    assert.equal(forOther.statusCode, 403);
    const badIri = await injectWithLogin(ACCOUNTS.ana, { method: 'POST', url: '/api/user_schedules', payload: { user: '/api/teams/8', schedule: null, type: 1 } });
    assert.equal(badIri.statusCode, 400);
    const yearZero = await injectWithLogin(ACCOUNTS.ana, {
      method: 'POST',
      url: '/api/user_schedules',
      payload: { user: 8, schedule: null, type: 1, start: '0000-01-01T00:00:00Z' },
    });
    assert.equal(yearZero.statusCode, 400);
  });
});

describe('GET /api/user_schedules?decidable=true leaves out what the caller may not decide', () => {
  test("a manager's own pending request is listed for them, but not among those they may decide", async () => {
    const [manager] = members(await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: `/api/users?email=${ACCOUNTS.desarrolloManager}` }));
    const created = await injectWithLogin(ACCOUNTS.desarrolloManager, {
      method: 'POST',
      url: '/api/user_schedules',
      payload: { user: `/api/users/${manager?.id}`, schedule: null, type: 2, start: '2027-03-01T09:00:00+01:00' },
    });
    assert.equal(created.statusCode, 201, created.body);
    const own = created.json() as Request;
    const ids = async (url: string) => (members(await injectWithLogin(ACCOUNTS.desarrolloManager, { method: 'GET', url })) as unknown as Request[]).map((r) => r.id);
    assert.ok((await ids('/api/user_schedules?authorized=false')).includes(own.id));
    assert.ok(!(await ids('/api/user_schedules?authorized=false&decidable=true')).includes(own.id));
    // Admins may decide their own: the filter leaves their list whole.
    const adminIds = async (url: string) => members(await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url })).map((r) => r.id);
    assert.deepEqual(await adminIds('/api/user_schedules?authorized=false&decidable=true'), await adminIds('/api/user_schedules?authorized=false'));
  });
});

describe('the demo data', () => {
  test('a schedule change starts at the start of one of its person’s days, as the screens ask for them', () => {
    assert.ok(seeded.length > 1);
    assert.deepEqual(
      seeded.filter((row) => row.local !== '00:00:00'),
      [],
    );
  });
});
