/** Password guessing is limited per (address, account) and per address, atomically, without locking the owner out. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ACCOUNTS, buildTestApp, ORIGIN } from '../helper.ts';
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
