import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp, ORIGIN } from '../../../test/helper.ts';
import { browserOf } from './device-sessions.ts';

const { app } = await buildTestApp();

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Signs in as a new device; answers its session cookie. */
async function signIn(email: string, userAgent: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { origin: ORIGIN, 'user-agent': userAgent },
    payload: { username: email, password: 'Portal2026!' },
  });
  assert.equal(response.statusCode, 200);
  const bearer = response.cookies.find((cookie) => cookie.name === 'BEARER');
  assert.ok(bearer);
  return bearer.value;
}

const as = (bearer: string, method: 'GET' | 'POST' | 'DELETE', url: string) =>
  app.inject({ method, url, headers: { origin: ORIGIN }, cookies: { BEARER: bearer } });

type Listed = { id: number; browser: string; ip: string; startedAt: string; lastUsedAt: string; current: boolean };
const sessionsOf = async (bearer: string): Promise<Listed[]> => {
  const response = await as(bearer, 'GET', '/api/user/sessions');
  assert.equal(response.statusCode, 200);
  return response.json()['hydra:member'];
};

describe('sessions per device', () => {
  test('logging out ends the current session only', async () => {
    const laptop = await signIn('laura.diaz@empresa.es', FIREFOX);
    const phone = await signIn('laura.diaz@empresa.es', CHROME);
    assert.equal((await as(laptop, 'POST', '/api/logout')).statusCode, 204);
    assert.equal((await as(laptop, 'GET', '/api/user/sessions')).statusCode, 401);
    assert.equal((await as(phone, 'GET', '/api/user/sessions')).statusCode, 200);
  });

  test('lists the own sessions with browser, address, start, last use and which is the current one', async () => {
    const laptop = await signIn(ACCOUNTS.luis, FIREFOX);
    await signIn(ACCOUNTS.luis, CHROME);
    const listed = await sessionsOf(laptop);
    const current = listed.filter((session) => session.current);
    assert.equal(current.length, 1);
    assert.equal(current[0]?.browser, 'Firefox en Linux');
    assert.ok(listed.some((session) => !session.current && session.browser === 'Chrome en Windows'));
    for (const session of listed) {
      assert.equal(typeof session.ip, 'string');
      assert.ok(!Number.isNaN(Date.parse(session.startedAt)) && !Number.isNaN(Date.parse(session.lastUsedAt)));
    }
  });

  test('ends one own session, which then no longer opens anything', async () => {
    const laptop = await signIn(ACCOUNTS.ana, FIREFOX);
    const phone = await signIn(ACCOUNTS.ana, CHROME);
    const phoneId = (await sessionsOf(phone)).find((session) => session.current)?.id;
    assert.equal((await as(laptop, 'DELETE', `/api/user/sessions/${phoneId}`)).statusCode, 204);
    assert.equal((await as(phone, 'GET', '/api/user/sessions')).statusCode, 401);
    assert.ok(!(await sessionsOf(laptop)).some((session) => session.id === phoneId));
    const again = await as(laptop, 'DELETE', `/api/user/sessions/${phoneId}`);
    assert.equal(again.statusCode, 404);
  });

  test("someone else's session cannot be ended: 404, and it stays open", async () => {
    const victim = await signIn(ACCOUNTS.supportTeamManager, FIREFOX);
    const victimId = (await sessionsOf(victim)).find((session) => session.current)?.id;
    const intruder = await signIn(ACCOUNTS.admin, CHROME);
    const refused = await as(intruder, 'DELETE', `/api/user/sessions/${victimId}`);
    assert.equal(refused.statusCode, 404);
    assert.equal(refused.json()['@type'], 'hydra:Error');
    assert.equal((await as(victim, 'GET', '/api/user/sessions')).statusCode, 200);
  });

  test('ends all the other sessions and keeps the current one', async () => {
    const kept = await signIn(ACCOUNTS.desarrolloManager, FIREFOX);
    const others = [await signIn(ACCOUNTS.desarrolloManager, CHROME), await signIn(ACCOUNTS.desarrolloManager, CHROME)];
    assert.equal((await as(kept, 'POST', '/api/user/sessions/endOthers')).statusCode, 204);
    for (const other of others) assert.equal((await as(other, 'GET', '/api/user/sessions')).statusCode, 401);
    const listed = await sessionsOf(kept);
    assert.deepEqual(listed.map((session) => session.current), [true]);
  });

  test('names browsers from their user agents', () => {
    assert.equal(browserOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15'), 'Safari en macOS');
    assert.equal(browserOf(`${CHROME} Edg/131.0.0.0`), 'Edge en Windows');
    assert.equal(browserOf('curl/8.5.0'), 'Navegador desconocido');
  });
});
