import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp, ORIGIN } from '../../../test/helper.ts';

const { app, login, injectWithLogin } = await buildTestApp();

const postLogin = (username: string, password: string, extraHeaders: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/login', headers: { origin: ORIGIN, ...extraHeaders }, payload: { username, password } });

describe('POST /api/login', () => {
  test('answers the session payload and sets HttpOnly session and hub cookies', async () => {
    const response = await postLogin('ANA.Garcia@empresa.es', 'Portal2026!');
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.user.email, ACCOUNTS.ana);
    assert.ok(body.user.roles.includes('ROLE_USER'));
    for (const key of ['day_time', 'week_time', 'min_lock', 'max_lock']) assert.equal(typeof body[key], 'number', key);
    assert.equal(typeof body.lock, 'boolean');
    assert.match(body.last_monday, /^\d{4}-\d{2}-\d{2}$/);
    assert.equal(body.user.workSchedule.name, 'Mañanas');
    assert.equal(body.max_lock, 5 * 7 * 3600);
    const bearer = response.cookies.find((cookie) => cookie.name === 'BEARER');
    const hub = response.cookies.find((cookie) => cookie.name === 'mercureAuthorization');
    assert.ok(bearer?.httpOnly && bearer.path === '/' && bearer.sameSite === 'Lax');
    assert.ok(hub?.httpOnly && hub.path === '/.well-known/mercure');
  });

  test('self view embeds managed sub-departments with their manager flags', async () => {
    const body = (await postLogin(ACCOUNTS.desarrolloManager, 'Portal2026!')).json();
    assert.deepEqual(
      body.user.subdepartments.map((sub: { name: string; managerCalendar: boolean; '@type': string }) => [sub['@type'], sub.name, sub.managerCalendar]),
      [['Subdepartment', 'Desarrollo', false]],
    );
    const manager = (await postLogin(ACCOUNTS.techManager, 'Portal2026!')).json();
    assert.deepEqual(manager.user.encargadoDepartments.map((department: { name: string }) => department.name), ['Tecnología']);
  });

  test('wrong password, unknown e-mail and a deleted user get the identical 401', async () => {
    const answers = await Promise.all([
      postLogin(ACCOUNTS.luis, 'wrong-password'),
      postLogin('nadie@empresa.es', 'Portal2026!'),
      postLogin('antonio.gil@empresa.es', 'Portal2026!'),
    ]);
    for (const response of answers) {
      assert.equal(response.statusCode, 401);
      assert.deepEqual(response.json(), { code: 401, message: 'Invalid credentials.' });
      assert.equal(response.cookies.length, 0);
    }
  });

  test('five failures for one e-mail from one IP are followed by 429 with Retry-After', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) assert.equal((await postLogin(ACCOUNTS.inspector, 'bad')).statusCode, 401);
    const limited = await postLogin(ACCOUNTS.inspector, 'Portal2026!');
    assert.equal(limited.statusCode, 429);
    assert.ok(Number(limited.headers['retry-after']) > 0);
    assert.equal(limited.json()['@type'], 'hydra:Error');
    // Another e-mail from the same IP is not affected.
    assert.equal((await postLogin(ACCOUNTS.sysAdmin, 'Portal2026!')).statusCode, 200);
  });

  test('a body that is not JSON or lacks fields is a 400 JSON-LD error', async () => {
    const broken = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    assert.equal(broken.statusCode, 400);
    assert.equal(broken.json()['@type'], 'hydra:Error');
    const missing = await app.inject({ method: 'POST', url: '/api/login', headers: { origin: ORIGIN }, payload: { username: ACCOUNTS.ana } });
    assert.equal(missing.statusCode, 400);
  });

  test('login_check answers a token usable as Bearer, without cookies', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login_check',
      headers: { origin: ORIGIN },
      payload: { username: ACCOUNTS.admin, password: 'Portal2026!' },
    });
    assert.equal(response.statusCode, 200);
    assert.equal(response.cookies.length, 0);
    const users = await app.inject({ method: 'GET', url: '/api/users', headers: { authorization: `Bearer ${response.json().token}` } });
    assert.equal(users.statusCode, 200);
  });
});

describe('session restore and logout', () => {
  test('GET /api/session/{id} restores the own session and refuses another id with 401', async () => {
    const own = await injectWithLogin(ACCOUNTS.ana, { method: 'GET', url: '/api/users?email=ana.garcia' });
    const anaId = own.json()['hydra:member'][0].id;
    const restored = await injectWithLogin(ACCOUNTS.ana, { method: 'GET', url: `/api/session/${anaId}` });
    assert.equal(restored.statusCode, 200);
    assert.equal(restored.json().user.id, anaId);
    const other = await injectWithLogin(ACCOUNTS.ana, { method: 'GET', url: `/api/session/${anaId + 1}` });
    assert.equal(other.statusCode, 401);
  });

  test('no token gives the Lexik 401; a forged token is invalid', async () => {
    const none = await app.inject({ method: 'GET', url: '/api/users' });
    assert.deepEqual(none.json(), { code: 401, message: 'JWT Token not found' });
    const forged = await app.inject({ method: 'GET', url: '/api/users', cookies: { BEARER: 'a.b.c' } });
    assert.deepEqual(forged.json(), { code: 401, message: 'Invalid JWT Token' });
  });

  test('POST /api/logout clears both cookies without a session', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/logout', headers: { origin: ORIGIN } });
    assert.equal(response.statusCode, 204);
    const cleared = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]));
    assert.equal(cleared.BEARER?.maxAge, 0);
    assert.equal(cleared.mercureAuthorization?.maxAge, 0);
  });
});

describe('GET /api/mercureIdentify', () => {
  test("renews the hub cookie for minutes, not for the session's hours, and names the caller's topics", async () => {
    const response = await injectWithLogin(ACCOUNTS.supportTeamManager, { method: 'GET', url: '/api/mercureIdentify' });
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.hub, '/.well-known/mercure');
    assert.equal(body.expiresIn, 300);
    assert.ok(body.topics.some((topic: string) => /^urn:app:team:\d+$/.test(topic)), 'the board of the team they run');
    const hub = response.cookies.find((cookie) => cookie.name === 'mercureAuthorization');
    assert.ok(hub?.httpOnly && hub.path === '/.well-known/mercure');
    assert.equal(hub.maxAge, 300);
    const claims = app.tokens.verifySubscriber(hub.value);
    assert.ok(Math.abs(claims.exp - Date.now() / 1000 - 300) < 30, 'the token expires with its cookie');
  });
});

describe('PATCH /api/user/changePassword', () => {
  test('refuses a wrong current password, then ends other sessions but keeps the current one', async () => {
    const other = await login(ACCOUNTS.luis);
    const current = await login(ACCOUNTS.luis);
    const luisId = (await app.inject({ method: 'GET', url: '/api/users?email=luis.martin', cookies: { BEARER: current } })).json()['hydra:member'][0].id;
    const change = (payload: object, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'PATCH',
        url: '/api/user/changePassword',
        headers: { origin: ORIGIN, 'content-type': 'application/merge-patch+json', ...headers },
        cookies: { BEARER: current },
        payload: JSON.stringify(payload),
      });

    const wrong = await change({ id: luisId, oldPassword: 'nope', newPassword: 'Nueva-clave-1' });
    assert.equal(wrong.statusCode, 422);
    assert.equal(wrong.json().error, 'La contraseña actual no es correcta');
    assert.equal(wrong.json()['@type'], 'ConstraintViolationList');

    const short = await change({ id: luisId, oldPassword: 'Portal2026!', newPassword: 'corta' });
    assert.equal(short.json().error, 'La contraseña debe tener al menos 8 caracteres');

    const someoneElse = await change({ id: `/api/users/${luisId + 1}`, oldPassword: 'Portal2026!', newPassword: 'Nueva-clave-1' });
    assert.equal(someoneElse.statusCode, 403);

    const ok = await change({ id: `/api/users/${luisId}`, oldPassword: 'Portal2026!', newPassword: 'Nueva-clave-1' });
    assert.equal(ok.statusCode, 200);
    const renewed = ok.cookies.find((cookie) => cookie.name === 'BEARER')?.value;
    assert.ok(renewed);
    assert.equal((await app.inject({ method: 'GET', url: '/api/users', cookies: { BEARER: other } })).statusCode, 401);
    assert.equal((await app.inject({ method: 'GET', url: '/api/users', cookies: { BEARER: current } })).statusCode, 401);
    assert.equal((await app.inject({ method: 'GET', url: '/api/users', cookies: { BEARER: renewed } })).statusCode, 200);
    assert.ok(await login(ACCOUNTS.luis, 'Nueva-clave-1'));
  });
});

describe('CSRF', () => {
  test('a write from a foreign origin, or with neither origin nor Authorization, is refused with 403', async () => {
    const foreign = await injectWithLogin(ACCOUNTS.admin, { method: 'DELETE', url: '/api/user_schedules/1', headers: { origin: 'https://evil.example' } });
    assert.equal(foreign.statusCode, 403);
    assert.equal(foreign.json()['@type'], 'hydra:Error');
    const anonymous = await app.inject({ method: 'POST', url: '/api/logout' });
    assert.equal(anonymous.statusCode, 403);
    const still = await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: '/api/user_schedules/1' });
    assert.equal(still.statusCode, 200);
  });
});
