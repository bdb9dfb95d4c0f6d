/** Password guessing is limited per (address, account) and per address, atomically, without locking the owner out. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { configFromEnv } from '../../src/core/config.ts';
import { ACCOUNTS, buildTestApp, members, ORIGIN } from '../helper.ts';
import { organisationLookup } from '../fixtures/organisation-lookup.ts';

const { app, injectWithLogin } = await buildTestApp();
const lookup = organisationLookup(injectWithLogin);

const login = (target: typeof app, remoteAddress: string, username: string, password: string, headers: Record<string, string> = {}) =>
  target.inject({ method: 'POST', url: '/api/login', remoteAddress, headers: { origin: ORIGIN, ...headers }, payload: { username, password } });

test('parallel wrong passwords cannot pass the limit; the owner at another address still logs in', async () => {
  const answers = await Promise.all(Array.from({ length: 8 }, () => login(app, '10.0.0.1', ACCOUNTS.ana, 'no-es-la-clave')));
  const statuses = answers.map((response) => response.statusCode).sort();
  assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429, 429, 429]);
  const limited = answers.find((response) => response.statusCode === 429);
  assert.equal(limited?.json().error, 'Demasiados intentos fallidos. Inténtelo de nuevo más tarde.');
  assert.ok(Number(limited?.headers['retry-after']) > 0);
  // Even the right password waits at the attacker's address; at the owner's address it works.
  assert.equal((await login(app, '10.0.0.1', ACCOUNTS.ana, 'Portal2026!')).statusCode, 429);
  assert.equal((await login(app, '10.0.0.2', ACCOUNTS.ana, 'Portal2026!')).statusCode, 200);
});

test('without TRUST_PROXY a forged X-Forwarded-For does not reset the count', async () => {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    assert.equal((await login(app, '10.0.0.3', ACCOUNTS.luis, 'mal', { 'x-forwarded-for': `192.0.2.${attempt}` })).statusCode, 401);
  }
  assert.equal((await login(app, '10.0.0.3', ACCOUNTS.luis, 'mal', { 'x-forwarded-for': '192.0.2.99' })).statusCode, 429);
});

test('behind a trusted proxy each client address is counted on its own', async () => {
  const proxied = (await buildTestApp({ trustProxy: true })).app;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    assert.equal((await login(proxied, '10.0.0.9', ACCOUNTS.luis, 'mal', { 'x-forwarded-for': '198.51.100.1' })).statusCode, 401);
  }
  assert.equal((await login(proxied, '10.0.0.9', ACCOUNTS.luis, 'mal', { 'x-forwarded-for': '198.51.100.1' })).statusCode, 429);
  assert.equal((await login(proxied, '10.0.0.9', ACCOUNTS.luis, 'Portal2026!', { 'x-forwarded-for': '198.51.100.2' })).statusCode, 200);
});

test('50 failures from one address, on any accounts, do not block logins from another address', async () => {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    assert.equal((await login(app, '10.0.0.6', `nadie${attempt}@empresa.es`, 'mal')).statusCode, 401);
  }
  assert.equal((await login(app, '10.0.0.6', ACCOUNTS.admin, 'Portal2026!')).statusCode, 429);
  assert.equal((await login(app, '10.0.0.7', 'otro@empresa.es', 'mal')).statusCode, 401);
  assert.equal((await login(app, '10.0.0.7', ACCOUNTS.admin, 'Portal2026!')).statusCode, 200);
});

describe('behind the portal\'s shell proxy (TRUST_PROXY=loopback)', async () => {
  const portal = await buildTestApp({ trustProxy: configFromEnv({ TRUST_PROXY: 'loopback' }).trustProxy });
  const viaShell = (client: string, username: string, password: string) =>
    login(portal.app, '127.0.0.1', username, password, { 'x-forwarded-for': client, 'x-forwarded-proto': 'http' });

  test('a stranger\'s failures lock only the stranger\'s address; the owner signs in from theirs', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) assert.equal((await viaShell('203.0.113.10', ACCOUNTS.ana, 'mal')).statusCode, 401);
    assert.equal((await viaShell('203.0.113.10', ACCOUNTS.ana, 'Portal2026!')).statusCode, 429);
    assert.equal((await viaShell('203.0.113.11', ACCOUNTS.ana, 'Portal2026!')).statusCode, 200);
  });

  test('a forwarded address from a peer that is not loopback is ignored', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const forged = { 'x-forwarded-for': `192.0.2.${attempt}` };
      assert.equal((await login(portal.app, '10.0.0.20', ACCOUNTS.luis, 'mal', forged)).statusCode, 401);
    }
    assert.equal((await login(portal.app, '10.0.0.20', ACCOUNTS.luis, 'Portal2026!', { 'x-forwarded-for': '192.0.2.99' })).statusCode, 429);
  });

  test('the audit log records the client\'s forwarded address', async () => {
    const signedIn = await viaShell('203.0.113.12', ACCOUNTS.admin, 'Portal2026!');
    const cookies = { BEARER: signedIn.cookies.find((cookie) => cookie.name === 'BEARER')?.value ?? '' };
    const asAdmin = (request: { method: 'GET' | 'POST'; url: string; payload?: object }) =>
      portal.app.inject({ ...request, remoteAddress: '127.0.0.1', cookies, headers: { origin: ORIGIN, 'x-forwarded-for': '203.0.113.12' } });
    const created = await asAdmin({ method: 'POST', url: '/api/configurations', payload: { name: 'team_unlock_tasks', data: '1', value: ['1'] } });
    assert.equal(created.statusCode, 201, created.body);
    const [entry] = members(await asAdmin({ method: 'GET', url: `/api/audit_logs?entity=Configuration&entityId=${created.json().id}` }));
    assert.equal(entry?.actorIp, '203.0.113.12');
  });
});

test('wrong current passwords on the password change count too', async () => {
  const id = `/api/users/${await lookup.userId(ACCOUNTS.inspector)}`;
  const change = (oldPassword: string) =>
    injectWithLogin(ACCOUNTS.inspector, {
      method: 'PATCH',
      url: '/api/user/changePassword',
      remoteAddress: '10.0.0.4',
      payload: { id, oldPassword, newPassword: 'NuevaClave2026!' },
    });
  for (let attempt = 0; attempt < 5; attempt += 1) assert.equal((await change(`intento-${attempt}`)).statusCode, 422);
  const limited = await change('Portal2026!');
  assert.equal(limited.statusCode, 429);
  assert.equal((await login(app, '10.0.0.4', ACCOUNTS.inspector, 'Portal2026!')).statusCode, 429);
  assert.equal((await login(app, '10.0.0.5', ACCOUNTS.inspector, 'Portal2026!')).statusCode, 200);
});
