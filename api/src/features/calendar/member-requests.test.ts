import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp } from '../../../test/helper.ts';
import { liveFeeds } from '../../../test/live-feed.ts';

const { app, injectWithLogin } = await buildTestApp();
const subscribe = await liveFeeds(app);
const LOGISTICS_MANAGER = 'subdpto.logistica@empresa.es';

const askHolidays = (email: string, payload: object) => injectWithLogin(email, { method: 'POST', url: '/api/calendar_assignments', payload });
const userId = async (email: string) => (await app.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]))[0]?.id;

describe('POST /api/calendar_assignments: overlaps and who asks', () => {
  test('only pending or accepted requests of the same user block the dates', async () => {
    const period = { type: 1, start: '2029-02-01T00:00:00+01:00', end: '2029-02-05T23:59:59+01:00' };
    const first = await askHolidays(ACCOUNTS.ana, period);
    assert.equal(first.statusCode, 201);
    // Someone else's request for the same days is no obstacle.
    assert.equal((await askHolidays(ACCOUNTS.luis, period)).statusCode, 201);
    const rejected = await injectWithLogin(ACCOUNTS.redesManager, {
      method: 'PUT',
      url: `/api/calendar_assignments/${first.json().id}`,
      payload: { authorized: false, managed: true, rejectReason: 'Inventario' },
    });
    assert.equal(rejected.statusCode, 200, rejected.body);
    // Once rejected, the member may ask again for the same days; an accepted one blocks them.
    const again = await askHolidays(ACCOUNTS.ana, period);
    assert.equal(again.statusCode, 201);
    const accepted = await injectWithLogin(ACCOUNTS.redesManager, {
      method: 'PUT',
      url: `/api/calendar_assignments/${again.json().id}`,
      payload: { authorized: true, managed: true },
    });
    assert.equal(accepted.statusCode, 200);
    const blocked = await askHolidays(ACCOUNTS.ana, { ...period, start: '2029-02-05T00:00:00+01:00', end: '2029-02-07T00:00:00+01:00' });
    assert.deepEqual([blocked.statusCode, blocked.json().error], [422, 'Ya tiene una solicitud de vacaciones en esas fechas']);
  });

  test('a calendar manager asks for a member in scope (still pending), not for one outside it', async () => {
    const ana = await userId(ACCOUNTS.ana);
    const forAna = await askHolidays(ACCOUNTS.redesManager, { user: `/api/users/${ana}`, type: 1, start: '2029-06-01T00:00:00Z', end: '2029-06-02T00:00:00Z' });
    assert.equal(forAna.statusCode, 201);
    assert.deepEqual([forAna.json().user.email, forAna.json().managed], [ACCOUNTS.ana, false]);
    const luis = await userId(ACCOUNTS.luis);
    const outside = await askHolidays(ACCOUNTS.redesManager, { user: luis, type: 1, start: '2029-06-01T00:00:00Z', end: '2029-06-02T00:00:00Z' });
    assert.deepEqual([outside.statusCode, outside.json().error], [403, 'No tiene permiso para realizar esta acción.']);
    const unreadable = await askHolidays(ACCOUNTS.redesManager, { user: '/api/teams/3', type: 1, start: '2029-06-01T00:00:00Z', end: '2029-06-02T00:00:00Z' });
    assert.equal(unreadable.statusCode, 400);
  });
});

describe('live updates of members’ requests', () => {
  test('a holiday request reaches the requester and calendar managers in scope, not others', async () => {
    const feeds = { ana: await subscribe(ACCOUNTS.ana), redes: await subscribe(ACCOUNTS.redesManager), desarrollo: await subscribe(ACCOUNTS.desarrolloManager) };
    after(async () => Promise.all(Object.values(feeds).map((feed) => feed.close())));
    const created = await askHolidays(ACCOUNTS.ana, { type: 1, start: '2029-09-01T00:00:00Z', end: '2029-09-03T00:00:00Z' });
    const fragment = `"@id":"/api/calendar_assignments/${created.json().id}"`;
    assert.ok(await feeds.ana.received(fragment));
    assert.ok(await feeds.redes.received(fragment));
    assert.ok(!(await feeds.desarrollo.received(fragment, 300)));
  });

  test('a justification reaches medical managers in scope, not a calendar-only manager of the same member', async () => {
    // Luis is in Logística, whose manager has calendar but not medical powers; Operaciones' manager has both.
    const feeds = {
      operations: await subscribe('dpto.operaciones@empresa.es'),
      logistics: await subscribe(LOGISTICS_MANAGER),
      ana: await subscribe(ACCOUNTS.ana),
    };
    after(async () => Promise.all(Object.values(feeds).map((feed) => feed.close())));
    const created = await injectWithLogin(ACCOUNTS.luis, {
      method: 'POST',
      url: '/api/justifications',
      payload: { start: '2026-11-02T08:00:00+01:00', end: '2026-11-02T10:00:00+01:00', justifiedSeconds: 3600, reason_id: 2 },
    });
    assert.equal(created.statusCode, 201);
    const fragment = `"@id":"/api/justifications/${created.json().id}"`;
    assert.ok(await feeds.operations.received(fragment));
    assert.ok(!(await feeds.logistics.received(fragment, 300)));
    assert.ok(!(await feeds.ana.received(fragment, 300)));
  });
});
