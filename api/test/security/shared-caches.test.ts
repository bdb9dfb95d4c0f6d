import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp } from '../helper.ts';

describe('caching of API answers', () => {
  test('an answer read with a session is private and revalidated, never stored by a shared cache', async () => {
    const { injectWithLogin } = await buildTestApp();
    for (const url of ['/api/users', '/api/teams', '/api/notifications']) {
      const response = await injectWithLogin(ACCOUNTS.ana, { method: 'GET', url });
      assert.equal(response.statusCode, 200, url);
      assert.equal(response.headers['cache-control'], 'private, no-cache', url);
    }
  });

  test('a refusal is private too, and an answer that sets its own policy keeps it', async () => {
    const { app } = await buildTestApp();
    const refused = await app.inject({ method: 'GET', url: '/api/users' });
    assert.equal(refused.statusCode, 401);
    assert.equal(refused.headers['cache-control'], 'private, no-cache');
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(health.headers['cache-control'], 'no-store');
  });
});
