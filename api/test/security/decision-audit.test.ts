/** Decisions on people's time (time caps, holidays, schedule changes, justifications) leave who, what, before and after in the audit log. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp, members } from '../helper.ts';
import { organisationLookup } from '../fixtures/organisation-lookup.ts';

const { injectWithLogin } = await buildTestApp();
const lookup = organisationLookup(injectWithLogin);
const adminIri = `/api/users/${await lookup.userId(ACCOUNTS.admin)}`;
const anaId = await lookup.userId(ACCOUNTS.ana);

type Entry = { action: string; entity: string; entityId: number; actor: string; actorIp: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null };
const entries = async (entity: string, id: number): Promise<Entry[]> =>
  members(await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: `/api/audit_logs?entity=${entity}&entityId=${id}` })) as unknown as Entry[];

async function created(email: string, url: string, payload: object): Promise<number> {
  const response = await injectWithLogin(email, { method: 'POST', url, payload });
  assert.equal(response.statusCode, 201, response.body);
  return response.json().id;
}

async function call(method: 'PUT' | 'DELETE', url: string, payload?: object): Promise<void> {
  const response = await injectWithLogin(ACCOUNTS.admin, { method, url, ...(payload ? { payload } : {}) });
  assert.ok(response.statusCode < 300, `${method} ${url}: ${response.statusCode} ${response.body}`);
}

/** The one entry of the entity, made by the admin from the test's address. */
async function onlyEntryBy(entity: string, id: number): Promise<Entry> {
  const logged = await entries(entity, id);
  assert.equal(logged.length, 1, `${entity} ${id}: ${JSON.stringify(logged)}`);
  const [entry] = logged as [Entry];
  assert.equal(entry.actor, adminIri);
  assert.equal(entry.actorIp, '127.0.0.1');
  return entry;
}

describe('decisions are audited', () => {
  test('a time cap granted and deleted', async () => {
    const id = await created(ACCOUNTS.admin, '/api/time_caps', { user: `/api/users/${anaId}`, name: 'Bolsa auditada', time: 3600 });
    const grant = await onlyEntryBy('TimeCap', id);
    assert.deepEqual([grant.action, grant.before, grant.after?.name, grant.after?.user_id], ['create', null, 'Bolsa auditada', anaId]);
    await call('DELETE', `/api/time_caps/${id}`);
    const [deletion] = await entries('TimeCap', id);
    assert.deepEqual([deletion?.action, deletion?.actor, deletion?.before?.time, deletion?.after], ['delete', adminIri, 3600, null]);
  });

  test('a holiday request refused', async () => {
    const id = await created(ACCOUNTS.ana, '/api/calendar_assignments', { type: 1, start: '2027-08-02T00:00:00Z', end: '2027-08-04T23:59:59Z' });
    await call('PUT', `/api/calendar_assignments/${id}`, { authorized: false, managed: true, rejectReason: 'Cierre de ejercicio' });
    const entry = await onlyEntryBy('CalendarAssignment', id);
    assert.deepEqual([entry.action, entry.before?.managed, entry.after?.managed, entry.after?.authorized, entry.after?.reject_reason], [
      'update',
      false,
      true,
      false,
      'Cierre de ejercicio',
    ]);
  });

  test('a schedule change accepted, one refused, and one granted at once by a decider; an own cancel is not a decision', async () => {
    const ask = () => created(ACCOUNTS.ana, '/api/user_schedules', { user: `/api/users/${anaId}`, schedule: null, type: 1 });
    const accepted = await ask();
    await call('PUT', `/api/user_schedules/${accepted}`, { authorized: true });
    const acceptance = await onlyEntryBy('UserSchedule', accepted);
    assert.deepEqual([acceptance.action, acceptance.before?.authorized, acceptance.after?.authorized], ['update', false, true]);

    const refused = await ask();
    await call('DELETE', `/api/user_schedules/${refused}`);
    const refusal = await onlyEntryBy('UserSchedule', refused);
    assert.deepEqual([refusal.action, refusal.before?.authorized, refusal.after], ['delete', false, null]);

    const granted = await created(ACCOUNTS.admin, '/api/user_schedules', { user: `/api/users/${anaId}`, schedule: null, type: 2, authorized: true });
    const grant = await onlyEntryBy('UserSchedule', granted);
    assert.deepEqual([grant.action, grant.after?.authorized], ['create', true]);

    const cancelled = await ask();
    assert.equal((await injectWithLogin(ACCOUNTS.ana, { method: 'DELETE', url: `/api/user_schedules/${cancelled}` })).statusCode, 204);
    assert.deepEqual(await entries('UserSchedule', cancelled), []);
  });

  test('a justification approved, then denied', async () => {
    const id = await created(ACCOUNTS.ana, '/api/justifications', {
      start: '2027-03-01T00:00:00+01:00',
      end: '2027-03-01T23:59:59+01:00',
      justifiedSeconds: 3600,
      reason_id: 2,
      explanation: 'Cita médica',
    });
    await call('PUT', `/api/approveJustification/${id}`);
    const approval = await onlyEntryBy('Justification', id);
    assert.deepEqual([approval.action, approval.before?.status, approval.after?.status, approval.after?.authorized], ['update', false, true, true]);
    await call('PUT', `/api/denyJustification/${id}`);
    const [denial] = await entries('Justification', id);
    assert.deepEqual([denial?.before?.authorized, denial?.after?.authorized], [true, false]);
  });
});

describe('manager changes audit the roles they grant and take away', () => {
  /** The role of `role` granted (true) or removed (false) on the user, as the user's audit entries tell it. */
  const roleChanges = async (email: string, role: string) =>
    (await entries('User', await lookup.userId(email))).map((entry) => [entry.actor, ((entry.after?.roles ?? []) as string[]).includes(role)]);

  for (const [kind, url, role, previous] of [
    ['team', async () => `/api/teams/${await lookup.teamId('Soporte')}`, 'ROLE_TEAM_MANAGER', ACCOUNTS.supportTeamManager],
    ['sub-department', async () => `/api/subdepartments/${await lookup.subdepartmentId('Redes')}`, 'ROLE_SUBDEPARTMENT_MANAGER', ACCOUNTS.redesManager],
  ] as const) {
    test(`a ${kind} manager change`, async () => {
      const next = 'pablo.hernandez@empresa.es';
      await call('PUT', await url(), { user: `/api/users/${await lookup.userId(next)}` });
      assert.deepEqual((await roleChanges(next, role))[0], [adminIri, true]);
      assert.deepEqual((await roleChanges(previous, role))[0], [adminIri, false]);
    });
  }
});
