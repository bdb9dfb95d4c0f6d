import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp, members } from '../../../test/helper.ts';

const { injectWithLogin } = await buildTestApp();

const PABLO = 'pablo.hernandez@empresa.es';
const LAURA = 'laura.diaz@empresa.es';
const DIEGO = 'diego.alvarez@empresa.es';
const LOGISTICS_MANAGER = 'subdpto.logistica@empresa.es';

type Facts = { id: number; workingDays?: number | null; firstDay?: string | null; lastDay?: string | null; balanceAfter?: number | null; othersOff?: string[] };

async function askHolidays(email: string, first: string, last: string): Promise<number> {
  const response = await injectWithLogin(email, {
    method: 'POST',
    url: '/api/calendar_assignments',
    payload: { type: 1, start: `${first}T00:00:00+01:00`, end: `${last}T23:59:59+01:00` },
  });
  assert.equal(response.statusCode, 201, response.body);
  return response.json().id;
}

async function justify(email: string, start: string, end: string, justifiedSeconds: number): Promise<number> {
  const response = await injectWithLogin(email, {
    method: 'POST',
    url: '/api/justifications',
    payload: { start, end, justifiedSeconds, reason_id: 2, explanation: 'Consulta médica' },
  });
  assert.equal(response.statusCode, 201, response.body);
  return response.json().id;
}

async function expectOk(email: string, method: 'PUT', url: string, payload?: object) {
  const response = await injectWithLogin(email, { method, url, ...(payload ? { payload } : {}) });
  assert.equal(response.statusCode, 200, response.body);
}

const listed = async (email: string, url: string) => members(await injectWithLogin(email, { method: 'GET', url })) as unknown as Facts[];
const PENDING_HOLIDAYS = '/api/calendar_assignments?type=1&managed=false&decidable=true';
const PENDING_JUSTIFICATIONS = '/api/justifications?status=false&decidable=true';

// March 2028: Wednesday 1st to Tuesday 7th holds five working days and no national public holiday.
const anaHoliday = await askHolidays(ACCOUNTS.ana, '2028-03-01', '2028-03-07');
// Pablo and Laura share Ana's team (Soporte) and are away those days; Diego is away too, but in another team.
await expectOk(ACCOUNTS.admin, 'PUT', `/api/calendar_assignments/${await askHolidays(PABLO, '2028-03-06', '2028-03-08')}`, { authorized: true, managed: true });
await expectOk(ACCOUNTS.admin, 'PUT', `/api/calendar_assignments/${await askHolidays(DIEGO, '2028-03-01', '2028-03-03')}`, { authorized: true, managed: true });
await expectOk(ACCOUNTS.admin, 'PUT', `/api/approveJustification/${await justify(LAURA, '2028-03-02T00:00:00+01:00', '2028-03-02T23:59:59+01:00', 8 * 3600)}`);
// A teammate's pending request does not make them away yet.
await askHolidays(LAURA, '2028-03-07', '2028-03-07');

describe('the holiday decision list says what deciding means', () => {
  test('working days, the balance once accepted and the teammates away, by name', async () => {
    const ana = (await listed(ACCOUNTS.techManager, PENDING_HOLIDAYS)).find((request) => request.id === anaHoliday);
    assert.ok(ana, 'the department manager decides Ana’s request');
    assert.equal(ana.workingDays, 5);
    // Ana has 22 days in 2028 and asked for nothing else that year.
    assert.equal(ana.balanceAfter, 17);
    assert.deepEqual(ana.othersOff, ['Laura Díaz Serrano', 'Pablo Hernández Soto']);
  });

  test('the same figures for the sub-department manager who decides it', async () => {
    const ana = (await listed(ACCOUNTS.redesManager, PENDING_HOLIDAYS)).find((request) => request.id === anaHoliday);
    assert.deepEqual(ana?.othersOff, ['Laura Díaz Serrano', 'Pablo Hernández Soto']);
  });

  test('a manager outside the team sees neither the request nor who is away', async () => {
    for (const manager of [LOGISTICS_MANAGER, ACCOUNTS.desarrolloManager]) {
      const response = await injectWithLogin(manager, { method: 'GET', url: PENDING_HOLIDAYS });
      assert.equal(response.statusCode, 200);
      assert.ok(!members(response).some((request) => request.id === anaHoliday), manager);
      assert.ok(!response.body.includes('Pablo Hernández'), manager);
      assert.ok(!response.body.includes('Laura Díaz'), manager);
    }
  });

  test('lists that decide nothing carry none of it', async () => {
    const own = (await listed(ACCOUNTS.ana, '/api/calendar_assignments?type=1&managed=false')).find((request) => request.id === anaHoliday);
    assert.ok(own);
    assert.equal('othersOff' in own, false);
    assert.equal('balanceAfter' in own, false);
  });
});

describe('the justification decision list says what deciding means', () => {
  test('working days of a whole-day absence, none for some hours, and the teammates away', async () => {
    const wholeDays = await justify(ACCOUNTS.ana, '2028-03-02T00:00:00+01:00', '2028-03-03T23:59:59+01:00', 16 * 3600);
    const someHours = await justify(ACCOUNTS.ana, '2028-03-09T09:00:00+01:00', '2028-03-09T12:00:00+01:00', 3 * 3600);
    const pending = await listed(ACCOUNTS.techManager, PENDING_JUSTIFICATIONS);
    const whole = pending.find((justification) => justification.id === wholeDays);
    assert.equal(whole?.workingDays, 2);
    assert.deepEqual([whole?.firstDay, whole?.lastDay], ['2028-03-02', '2028-03-03']);
    assert.deepEqual(whole?.othersOff, ['Laura Díaz Serrano']);
    const hours = pending.find((justification) => justification.id === someHours);
    assert.equal(hours?.workingDays, null);
    assert.deepEqual([hours?.firstDay, hours?.lastDay], [null, null]);
    assert.deepEqual(hours?.othersOff, []);
  });

  test('a manager without medical powers over the team sees neither', async () => {
    const response = await injectWithLogin(LOGISTICS_MANAGER, { method: 'GET', url: PENDING_JUSTIFICATIONS });
    assert.ok(!response.body.includes('Laura Díaz'));
    assert.ok(!response.body.includes('ana.garcia@empresa.es'));
  });
});
