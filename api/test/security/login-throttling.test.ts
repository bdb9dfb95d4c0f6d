/**
 * Password guessing is limited per account and per client network (IPv4 /24, IPv6 /64), atomically;
 * a device the account signed in from answers only for its own failures, so nobody locks the owner out.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sql from 'sql-template-tag';
import { configFromEnv } from '../../src/core/config.ts';
import { DEVICE_COOKIE } from '../../src/core/authentication/session-cookies.ts';
import { LOGIN_LIMITS } from '../../src/features/sessions/login-failures-repository.ts';
import { ACCOUNTS, buildTestApp, members, ORIGIN } from '../helper.ts';
import { organisationLookup } from '../fixtures/organisation-lookup.ts';

const { app, injectWithLogin } = await buildTestApp();
const lookup = organisationLookup(injectWithLogin);

type Client = { headers?: Record<string, string>; device?: string };

const login = (target: FastifyInstance, remoteAddress: string, username: string, password: string, { headers = {}, device }: Client = {}) =>
  target.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress,
    headers: { origin: ORIGIN, ...headers },
    cookies: device === undefined ? {} : { [DEVICE_COOKIE]: device },
    payload: { username, password },
  });

const deviceCookie = (response: LightMyRequestResponse) => response.cookies.find((cookie) => cookie.name === DEVICE_COOKIE);

/** Signs in with the right password and keeps the device cookie the answer sets. */
async function signedInDevice(target: FastifyInstance, remoteAddress: string, username: string, client: Client = {}): Promise<string> {
  const response = await login(target, remoteAddress, username, 'Portal2026!', client);
  assert.equal(response.statusCode, 200, response.body);
  const cookie = deviceCookie(response);
  assert.ok(cookie?.value, 'a sign-in marks its device');
  return cookie.value;
}

/** The networks the failures of `email` were counted against. */
const countedNetworks = async (target: FastifyInstance, email: string) =>
  (await target.db.query<{ network: string }>(sql`SELECT DISTINCT network FROM login_failures WHERE email = ${email} ORDER BY network`)).map((row) => row.network);

test('parallel wrong passwords cannot pass the account\'s limit, wherever they come from; the owner passes from a device they signed in from', async () => {
  const device = await signedInDevice(app, '10.1.0.1', ACCOUNTS.ana);
  const answers = await Promise.all(Array.from({ length: 8 }, (_, index) => login(app, `10.2.${index}.1`, ACCOUNTS.ana, 'no-es-la-clave')));
  const statuses = answers.map((response) => response.statusCode).sort();
  assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429, 429, 429]);
  const limited = answers.find((response) => response.statusCode === 429);
  assert.equal(limited?.json().error, 'Demasiados intentos fallidos. Inténtelo de nuevo más tarde.');
  assert.ok(Number(limited?.headers['retry-after']) > 0);
  // A device the account never signed in from waits, even with the right password and from a fresh network...
  assert.equal((await login(app, '10.3.0.1', ACCOUNTS.ana, 'Portal2026!')).statusCode, 429);
  // ...but the owner's own device passes, even from an attacker's network, and is marked again.
  const owner = await login(app, '10.2.0.1', ACCOUNTS.ana, 'Portal2026!', { device });
  assert.equal(owner.statusCode, 200);
  assert.ok(deviceCookie(owner)?.httpOnly);
});

test('a device cookie passes only for its own account and only as issued; a device\'s own wrong passwords hold it back', async () => {
  const luisDevice = await signedInDevice(app, '10.4.0.1', ACCOUNTS.luis);
  const other = ACCOUNTS.supportTeamManager;
  for (let attempt = 0; attempt < LOGIN_LIMITS.perAccount; attempt += 1) assert.equal((await login(app, `10.5.${attempt}.1`, other, 'mal')).statusCode, 401);
  assert.equal((await login(app, '10.6.0.1', other, 'Portal2026!')).statusCode, 429);
  // Luis's device is not another account's, and a cookie with a changed letter is no cookie of this server's.
  assert.equal((await login(app, '10.6.0.1', other, 'Portal2026!', { device: luisDevice })).statusCode, 429);
  const forged = `${luisDevice.slice(0, -2)}${luisDevice.endsWith('AA') ? 'BB' : 'AA'}`;
  assert.equal((await login(app, '10.6.0.1', ACCOUNTS.luis, 'mal', { device: forged })).statusCode, 401);
  // Wrong passwords on Luis's own device count for that device only: past its limit it waits, with or without the right password.
  for (let attempt = 0; attempt < LOGIN_LIMITS.perDevice; attempt += 1) assert.equal((await login(app, '10.4.0.1', ACCOUNTS.luis, 'mal', { device: luisDevice })).statusCode, 401);
  assert.equal((await login(app, '10.4.0.1', ACCOUNTS.luis, 'Portal2026!', { device: luisDevice })).statusCode, 429);
});

test(`${LOGIN_LIMITS.perNetwork} failures from one network, on invented accounts, hold back that network; the admin passes from a device they signed in from`, async () => {
  const adminDevice = await signedInDevice(app, '10.7.0.1', ACCOUNTS.admin);
  for (let attempt = 0; attempt < LOGIN_LIMITS.perNetwork; attempt += 1) {
    assert.equal((await login(app, `10.8.0.${attempt + 1}`, `nadie${attempt}@empresa.es`, 'mal')).statusCode, 401);
  }
  // The office behind one address (or any address of its /24): a device never used there waits...
  assert.equal((await login(app, '10.8.0.200', ACCOUNTS.sysAdmin, 'Portal2026!')).statusCode, 429);
  // ...the admin's device does not, and another network is not held back at all.
  assert.equal((await login(app, '10.8.0.1', ACCOUNTS.admin, 'Portal2026!', { device: adminDevice })).statusCode, 200);
  assert.equal((await login(app, '10.9.0.1', ACCOUNTS.sysAdmin, 'Portal2026!')).statusCode, 200);
});

test('an IPv6 /64 is one network, however many addresses it spreads its failures over', async () => {
  for (let attempt = 0; attempt < LOGIN_LIMITS.perNetwork; attempt += 1) {
    assert.equal((await login(app, `2001:db8:1:2::${(attempt + 1).toString(16)}`, `seis${attempt}@empresa.es`, 'mal')).statusCode, 401);
  }
  assert.equal((await login(app, '2001:db8:1:2:ffff::1', 'seis-mas@empresa.es', 'mal')).statusCode, 429);
  assert.equal((await login(app, '2001:db8:1:3::1', 'seis-mas@empresa.es', 'mal')).statusCode, 401, 'the next /64 is another network');
  assert.deepEqual(await countedNetworks(app, 'seis0@empresa.es'), ['2001:db8:1:2::/64']);
});

test('without TRUST_PROXY a forged X-Forwarded-For is not the client: the peer\'s network is counted', async () => {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    assert.equal((await login(app, '10.0.3.1', 'reenviado@empresa.es', 'mal', { headers: { 'x-forwarded-for': `192.0.${attempt}.1` } })).statusCode, 401);
  }
  assert.deepEqual(await countedNetworks(app, 'reenviado@empresa.es'), ['10.0.3.0/24']);
});

test('behind a trusted proxy each client network is counted on its own', async () => {
  const proxied = (await buildTestApp({ trustProxy: true })).app;
  for (const client of ['198.51.100.1', '198.51.100.2', '198.51.101.1']) {
    assert.equal((await login(proxied, '10.0.0.9', ACCOUNTS.luis, 'mal', { headers: { 'x-forwarded-for': client } })).statusCode, 401);
  }
  assert.deepEqual(await countedNetworks(proxied, ACCOUNTS.luis), ['198.51.100.0/24', '198.51.101.0/24']);
});

describe('behind the portal\'s shell proxy (TRUST_PROXY=loopback)', async () => {
  const portal = await buildTestApp({ trustProxy: configFromEnv({ TRUST_PROXY: 'loopback' }).trustProxy });
  const viaShell = (client: string, username: string, password: string, device?: string) =>
    login(portal.app, '127.0.0.1', username, password, { headers: { 'x-forwarded-for': client, 'x-forwarded-proto': 'http' }, device });

  test('a stranger\'s failures do not keep the owner out of a device they signed in from', async () => {
    const owner = await viaShell('198.51.100.11', ACCOUNTS.ana, 'Portal2026!');
    const device = deviceCookie(owner)?.value;
    assert.ok(device);
    for (let attempt = 0; attempt < 5; attempt += 1) assert.equal((await viaShell('203.0.113.10', ACCOUNTS.ana, 'mal')).statusCode, 401);
    assert.equal((await viaShell('203.0.113.10', ACCOUNTS.ana, 'Portal2026!')).statusCode, 429);
    assert.equal((await viaShell('198.51.100.11', ACCOUNTS.ana, 'Portal2026!', device)).statusCode, 200);
    assert.deepEqual(await countedNetworks(portal.app, ACCOUNTS.ana), ['203.0.113.0/24'], 'the client\'s network, not the shell\'s');
  });

  test('a forwarded address from a peer that is not loopback is ignored', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      assert.equal((await login(portal.app, '10.0.0.20', ACCOUNTS.luis, 'mal', { headers: { 'x-forwarded-for': `192.0.${attempt}.1` } })).statusCode, 401);
    }
    assert.deepEqual(await countedNetworks(portal.app, ACCOUNTS.luis), ['10.0.0.0/24']);
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
  const device = await signedInDevice(app, '10.0.0.5', ACCOUNTS.inspector);
  for (let attempt = 0; attempt < 5; attempt += 1) assert.equal((await change(`intento-${attempt}`)).statusCode, 422);
  const limited = await change('Portal2026!');
  assert.equal(limited.statusCode, 429);
  assert.equal((await login(app, '10.0.0.4', ACCOUNTS.inspector, 'Portal2026!')).statusCode, 429);
  assert.equal((await login(app, '10.0.1.4', ACCOUNTS.inspector, 'Portal2026!')).statusCode, 429);
  assert.equal((await login(app, '10.0.0.5', ACCOUNTS.inspector, 'Portal2026!', { device })).statusCode, 200);
});
