import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ACCOUNTS, buildTestApp, members } from '../../../test/helper.ts';

const { injectWithLogin } = await buildTestApp();

const emailsIn = async (email: string, url: string) =>
  members(await injectWithLogin(email, { method: 'GET', url }))
    .map((item) => (item.user as { email: string }).email)
    .sort();

test('a deleted sub-department no longer gives its manager calendar or medical powers', async () => {
  const [redes] = members(await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: '/api/subdepartments' })).filter(
    (subdepartment) => subdepartment.name === 'Redes',
  );
  assert.ok(redes);
  const pendingSchedules = '/api/user_schedules?authorized=false';
  const pendingHolidays = '/api/calendar_assignments?type=1&managed=false';
  const pendingJustifications = '/api/justifications?status=false';
  assert.ok((await emailsIn(ACCOUNTS.redesManager, pendingSchedules)).includes(ACCOUNTS.ana));
  assert.ok((await emailsIn(ACCOUNTS.redesManager, pendingHolidays)).includes(ACCOUNTS.ana));
  assert.ok((await emailsIn(ACCOUNTS.redesManager, pendingJustifications)).includes(ACCOUNTS.ana));

  const deleted = await injectWithLogin(ACCOUNTS.admin, { method: 'PUT', url: `/api/subdepartments/${redes.id}`, payload: { deleted: true } });
  assert.equal(deleted.statusCode, 200);

  assert.deepEqual(await emailsIn(ACCOUNTS.redesManager, pendingSchedules), []);
  assert.deepEqual(await emailsIn(ACCOUNTS.redesManager, pendingHolidays), []);
  assert.deepEqual(await emailsIn(ACCOUNTS.redesManager, pendingJustifications), []);
  const [anaRequest] = members(await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: pendingSchedules })).filter(
    (request) => (request.user as { email: string }).email === ACCOUNTS.ana,
  );
  assert.ok(anaRequest);
  const accept = await injectWithLogin(ACCOUNTS.redesManager, { method: 'PUT', url: `/api/user_schedules/${anaRequest.id}`, payload: { authorized: true } });
  assert.equal(accept.statusCode, 403);
});
