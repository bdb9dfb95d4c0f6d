import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import sql from 'sql-template-tag';
import { ACCOUNTS, buildTestApp, members } from '../../../test/helper.ts';

const { app, injectWithLogin } = await buildTestApp();

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

describe('a page past the end of a list in another order still counts the whole list', () => {
  before(async () => {
    const [admin] = await app.db.query<{ id: number }>(sql`SELECT id FROM users WHERE email = ${ACCOUNTS.admin}`);
    for (const title of ['Primero', 'Segundo']) await app.notifications.notify(app.db, { userId: admin?.id ?? 0, title, message: 'Prueba', link: null });
  });
  // Users found by a search come by name; notices come newest first.
  for (const list of ['/api/users?search=empresa', '/api/notifications?deleted=false']) {
    test(list, async () => {
      const read = async (page: number) => {
        const response = await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: `${list}&page=${page}&itemsPerPage=1` });
        assert.equal(response.statusCode, 200, response.body);
        return response.json() as { 'hydra:member': { id: number }[]; 'hydra:totalItems': number };
      };
      const first = await read(1);
      assert.ok(first['hydra:totalItems'] > 1, 'the list has more than one page');
      assert.equal(first['hydra:member'].length, 1);
      const second = await read(2);
      assert.notEqual(second['hydra:member'][0]?.id, first['hydra:member'][0]?.id);
      const beyond = await read(first['hydra:totalItems'] + 1);
      assert.deepEqual([beyond['hydra:member'], beyond['hydra:totalItems']], [[], first['hydra:totalItems']]);
    });
  }
});
