import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp } from '../../../test/helper.ts';

const { app, injectWithLogin } = await buildTestApp();

const LISTS = {
  userSchedules: '/api/user_schedules?authorized=false&decidable=true&page=1&itemsPerPage=1',
  holidays: '/api/calendar_assignments?type=1&managed=false&decidable=true&page=1&itemsPerPage=1',
  justifications: '/api/justifications?status=false&decidable=true&page=1&itemsPerPage=1',
} as const;

async function totalOf(email: string, url: string): Promise<number> {
  const response = await injectWithLogin(email, { method: 'GET', url });
  assert.equal(response.statusCode, 200, url);
  return response.json()['hydra:totalItems'];
}

const pendingOf = (email: string) => injectWithLogin(email, { method: 'GET', url: '/api/pending_decisions' });

describe('GET /api/pending_decisions', () => {
  test("each count is its list's total with the filters of its screen, in the caller's scope", async () => {
    const seen = new Set<string>();
    for (const email of [ACCOUNTS.admin, ACCOUNTS.techManager, ACCOUNTS.redesManager, ACCOUNTS.supportTeamManager, ACCOUNTS.ana]) {
      const response = await pendingOf(email);
      assert.equal(response.statusCode, 200);
      const body = response.json();
      assert.equal(body['@type'], 'PendingDecisions');
      assert.equal(body['@id'], '/api/pending_decisions');
      const expected = {
        userSchedules: await totalOf(email, LISTS.userSchedules),
        holidays: await totalOf(email, LISTS.holidays),
        justifications: await totalOf(email, LISTS.justifications),
      };
      assert.deepEqual({ userSchedules: body.userSchedules, holidays: body.holidays, justifications: body.justifications }, expected, email);
      seen.add(JSON.stringify(expected));
    }
    // The demo data waits for several people's decisions: the comparison above is not of zeros only.
    assert.ok(seen.size > 1, `the counts did not differ between callers: ${[...seen].join(' ')}`);
  });

  test('a member, who decides nothing, gets zeros; her own requests are not hers to decide', async () => {
    const body = (await pendingOf(ACCOUNTS.ana)).json();
    assert.deepEqual([body.userSchedules, body.holidays, body.justifications], [0, 0, 0]);
  });

  test('a decision lowers the count at once', async () => {
    const before = (await pendingOf(ACCOUNTS.admin)).json();
    const list = await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: '/api/user_schedules?authorized=false&decidable=true' });
    const [first] = list.json()['hydra:member'] as { id: number }[];
    assert.ok(first, 'no pending schedule request in the demo data');
    const accepted = await injectWithLogin(ACCOUNTS.admin, { method: 'PUT', url: `/api/user_schedules/${first.id}`, payload: { authorized: true } });
    assert.equal(accepted.statusCode, 200);
    const after = (await pendingOf(ACCOUNTS.admin)).json();
    assert.equal(after.userSchedules, before.userSchedules - 1);
    assert.equal(after.holidays, before.holidays);
  });

  test('no session: 401, as every route behind the sign-in', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/pending_decisions' });
    assert.equal(response.statusCode, 401);
    assert.deepEqual(response.json(), { code: 401, message: 'JWT Token not found' });
  });
});
