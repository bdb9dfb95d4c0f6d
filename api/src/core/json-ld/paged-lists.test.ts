import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp, members } from '../../../test/helper.ts';

const { injectWithLogin } = await buildTestApp();

/** Lists whose page is cut in SQL: the home counts what waits for a decision with `page=1&itemsPerPage=1`. */
const LISTS = [
  '/api/user_schedules?authorized=false&decidable=true',
  '/api/calendar_assignments?type=1&managed=false&decidable=true',
  '/api/justifications?status=false&decidable=true',
  '/api/getAdminTasks',
];

describe('a page of a decision list counts the whole list in the caller’s scope', () => {
  for (const list of LISTS) {
    for (const account of [ACCOUNTS.admin, ACCOUNTS.techManager, ACCOUNTS.ana]) {
      test(`${list} as ${account}`, async () => {
        const whole = members(await injectWithLogin(account, { method: 'GET', url: list }));
        const read = async (page: number) => {
          const response = await injectWithLogin(account, { method: 'GET', url: `${list}${list.includes('?') ? '&' : '?'}page=${page}&itemsPerPage=1` });
          assert.equal(response.statusCode, 200, response.body);
          return response.json() as { 'hydra:member': { id: number }[]; 'hydra:totalItems': number; 'hydra:view': Record<string, string> };
        };
        const first = await read(1);
        assert.equal(first['hydra:totalItems'], whole.length);
        assert.deepEqual(
          first['hydra:member'].map((member) => member.id),
          whole.slice(0, 1).map((member) => member.id),
        );
        assert.equal(first['hydra:view']['@type'], 'hydra:PartialCollectionView');
        if (whole.length > 1) assert.deepEqual((await read(2))['hydra:member'][0], whole[1]);
        const beyond = await read(whole.length + 1);
        assert.deepEqual(beyond['hydra:member'], []);
        assert.equal(beyond['hydra:totalItems'], whole.length);
      });
    }
  }

  test('the admin has something waiting in each list, so the counts above are not all zero', async () => {
    for (const list of LISTS) assert.ok(members(await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: list })).length > 1, list);
  });
});
