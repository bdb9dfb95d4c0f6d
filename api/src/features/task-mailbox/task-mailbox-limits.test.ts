/**
 * What bounds the task mailbox's work and its use as a tool: logins tested
 * from the panel per team and hour, counted in the database.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import sql from 'sql-template-tag';
import { ACCOUNTS } from '../../../test/helper.ts';
import { OTHER, startMailboxFixture } from '../../../test/fixtures/task-mailbox-fixture.ts';
import { CONNECTION_TESTS_PER_HOUR } from './task-mailbox-routes.ts';
import { createTaskMailboxRepository } from './task-mailbox-repository.ts';

const { app, injectWithLogin, teamId, query } = await startMailboxFixture();

const testLogin = (email: string, id = teamId) => injectWithLogin(email, { method: 'POST', url: `/api/task_mailboxes/${id}/test` });

describe('task mailbox limits', () => {
  test('a team mailbox is tested at most 5 times an hour, whoever asks, on any instance; other teams are not held back', async () => {
    assert.equal(CONNECTION_TESTS_PER_HOUR, 5);
    for (let n = 0; n < CONNECTION_TESTS_PER_HOUR; n += 1) {
      const response = await testLogin(n % 2 === 0 ? ACCOUNTS.admin : ACCOUNTS.techManager);
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json().ok, true);
    }
    const refused = await testLogin(ACCOUNTS.redesManager);
    assert.equal(refused.statusCode, 429);
    assert.match(String(refused.headers['content-type']), /^application\/ld\+json/);
    assert.equal(refused.json().error, 'Demasiadas pruebas de conexión de este buzón. Inténtelo de nuevo más tarde.');
    const retryAfter = Number(refused.headers['retry-after']);
    assert.ok(retryAfter > 3500 && retryAfter <= 3600, `Retry-After ${retryAfter}`);
    // Another instance counts in the same table: it refuses too.
    assert.ok(await createTaskMailboxRepository(app.db).takeConnectionTest(teamId, CONNECTION_TESTS_PER_HOUR));

    const [redes] = await query<{ id: number }>(sql`SELECT id FROM teams WHERE id <> ${teamId} AND NOT deleted ORDER BY id LIMIT 1`);
    assert.ok(redes);
    const set = await injectWithLogin(ACCOUNTS.admin, { method: 'PUT', url: `/api/teams/${redes.id}`, payload: { taskInboxUsername: OTHER.username, taskInboxPassword: OTHER.password } });
    assert.equal(set.statusCode, 200, set.body);
    assert.equal((await testLogin(ACCOUNTS.admin, redes.id)).json().ok, true);
  });
});
