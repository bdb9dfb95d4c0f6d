/**
 * What an open live-feed stream receives follows the organisation as it is
 * now, not as it was when the hub token was issued: handing a department
 * over, leaving a team or losing a sub-department power takes effect on
 * streams already open, with no session ending.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ACCOUNTS, buildTestApp } from '../helper.ts';
import { organisationLookup } from '../fixtures/organisation-lookup.ts';
import { liveFeeds } from '../live-feed.ts';

const { app, injectWithLogin } = await buildTestApp();
const subscribe = await liveFeeds(app);
const lookup = organisationLookup(injectWithLogin);
const put = (email: string, url: string, payload: object) => injectWithLogin(email, { method: 'PUT', url, payload });
/** Long enough for a delivery that already reached the admin's stream to reach another stream of the same instance. */
const SETTLE_MS = 500;

/** Ana asks for a schedule change: published to her, admins, her departments and her sub-departments with calendar power. */
async function anaAsksForAChange(): Promise<string> {
  const ana = await lookup.userId(ACCOUNTS.ana);
  const created = await injectWithLogin(ACCOUNTS.ana, { method: 'POST', url: '/api/user_schedules', payload: { user: ana, schedule: null, type: 1 } });
  assert.equal(created.statusCode, 201);
  return `"@id":"/api/user_schedules/${created.json().id}"`;
}

test("handing a department over: the former manager's open stream no longer receives its members' schedule requests, the new one's does", async () => {
  const tecnologia = await lookup.departmentId('Tecnología');
  const [former, successor, admin] = await Promise.all([subscribe(ACCOUNTS.techManager), subscribe('dpto.operaciones@empresa.es'), subscribe(ACCOUNTS.admin)]);

  const before = await anaAsksForAChange();
  assert.equal(await former.received(before), true, 'the manager hears of her member before the handover');

  const successorId = await lookup.userId('dpto.operaciones@empresa.es');
  assert.equal((await put(ACCOUNTS.admin, `/api/departments/${tecnologia}`, { user: `/api/users/${successorId}` })).statusCode, 200);
  const after = await anaAsksForAChange();
  assert.equal(await admin.received(after), true);
  assert.equal(await successor.received(after), true, 'the new manager hears at once, on the stream opened before');
  assert.equal(await former.received(after, SETTLE_MS), false, 'the former manager hears nothing more');

  const formerId = await lookup.userId(ACCOUNTS.techManager);
  assert.equal((await put(ACCOUNTS.admin, `/api/departments/${tecnologia}`, { user: `/api/users/${formerId}` })).statusCode, 200);
  await Promise.all([former.close(), successor.close(), admin.close()]);
});

test("leaving a team: the member's open stream no longer receives the team's updates", async () => {
  const soporte = await lookup.teamId('Soporte');
  const ana = await lookup.userId(ACCOUNTS.ana);
  const [member, admin] = await Promise.all([subscribe(ACCOUNTS.ana), subscribe(ACCOUNTS.admin)]);

  assert.equal((await put(ACCOUNTS.admin, `/api/teams/${soporte}`, { name: 'Soporte a usuarios' })).statusCode, 200);
  assert.equal(await member.received('"name":"Soporte a usuarios"'), true, 'a member hears of the team');

  assert.equal((await put(ACCOUNTS.admin, '/api/user_team_del', { user_id: ana, team_id: soporte })).statusCode, 200);
  assert.equal((await put(ACCOUNTS.admin, `/api/teams/${soporte}`, { name: 'Soporte' })).statusCode, 200);
  assert.equal(await admin.received('"name":"Soporte"'), true);
  assert.equal(await member.received('"name":"Soporte"', SETTLE_MS), false, 'a former member hears nothing more');

  assert.equal((await put(ACCOUNTS.admin, '/api/user_team_add', { user_id: ana, team_id: soporte })).statusCode, 200);
  await Promise.all([member.close(), admin.close()]);
});

test("turning off a sub-department's medical power: its manager's open stream no longer receives what goes to the sub-department", async () => {
  const redes = await lookup.subdepartmentId('Redes');
  // Medical management is then the manager's only power that carries the sub-department's updates.
  assert.equal((await put(ACCOUNTS.admin, `/api/subdepartments/${redes}`, { managerCalendar: false })).statusCode, 200);
  const [manager, admin] = await Promise.all([subscribe(ACCOUNTS.redesManager), subscribe(ACCOUNTS.admin)]);

  assert.equal((await put(ACCOUNTS.admin, `/api/subdepartments/${redes}`, { name: 'Redes y Sistemas' })).statusCode, 200);
  assert.equal(await manager.received('"name":"Redes y Sistemas"'), true, 'the manager hears of the sub-department');

  assert.equal((await put(ACCOUNTS.admin, `/api/subdepartments/${redes}`, { managerMedical: false })).statusCode, 200);
  assert.equal((await put(ACCOUNTS.admin, `/api/subdepartments/${redes}`, { name: 'Redes' })).statusCode, 200);
  assert.equal(await admin.received('"name":"Redes"'), true);
  assert.equal(await manager.received('"name":"Redes"', SETTLE_MS), false, 'without the power the manager hears nothing more');

  assert.equal((await put(ACCOUNTS.admin, `/api/subdepartments/${redes}`, { managerCalendar: true, managerMedical: true })).statusCode, 200);
  await Promise.all([manager.close(), admin.close()]);
});
