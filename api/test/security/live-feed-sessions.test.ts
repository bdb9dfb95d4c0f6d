/** A live-update stream lives no longer than the session behind it. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ACCOUNTS, buildTestApp, ORIGIN } from '../helper.ts';
import { organisationLookup } from '../fixtures/organisation-lookup.ts';

const { app, injectWithLogin } = await buildTestApp();
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const lookup = organisationLookup(injectWithLogin);

/** A fresh login: the session cookie and the hub cookie. */
async function login(email: string, password = 'Portal2026!') {
  const response = await app.inject({ method: 'POST', url: '/api/login', headers: { origin: ORIGIN }, payload: { username: email, password } });
  const value = (name: string) => response.cookies.find((one) => one.name === name)?.value ?? assert.fail(`no ${name} cookie`);
  return { bearer: value('BEARER'), hub: `mercureAuthorization=${value('mercureAuthorization')}` };
}

const subscribe = (hubCookie: string, url = base) => fetch(`${url}/.well-known/mercure?topic=*`, { headers: { cookie: hubCookie } });

/** Resolves 'ended' when the server closes the stream, 'open' when it is still open after `ms`. */
async function endsWithin(response: Response, ms: number): Promise<'ended' | 'open'> {
  const reader = response.body?.getReader() ?? assert.fail('no body');
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const chunk = await Promise.race([reader.read(), new Promise<'wait'>((resolve) => setTimeout(() => resolve('wait'), deadline - Date.now()))]);
    if (chunk === 'wait') break;
    if (chunk.done) return 'ended';
  }
  await reader.cancel();
  return 'open';
}

test('logout ends the open stream, and the old hub token no longer opens one', async () => {
  const session = await login(ACCOUNTS.luis);
  const stream = await subscribe(session.hub);
  assert.equal(stream.status, 200);
  const logout = await app.inject({ method: 'POST', url: '/api/logout', headers: { origin: ORIGIN }, cookies: { BEARER: session.bearer } });
  assert.equal(logout.statusCode, 204);
  assert.equal(await endsWithin(stream, 3000), 'ended');
  assert.equal((await subscribe(session.hub)).status, 401);
});

test("logging out one device leaves another device's stream open; ending that device's session ends it", async () => {
  const [laptop, phone] = [await login(ACCOUNTS.inspector), await login(ACCOUNTS.inspector)];
  const phoneStream = await subscribe(phone.hub);
  const logout = await app.inject({ method: 'POST', url: '/api/logout', headers: { origin: ORIGIN }, cookies: { BEARER: laptop.bearer } });
  assert.equal(logout.statusCode, 204);
  assert.equal(await endsWithin(phoneStream, 500), 'open');
  const again = await subscribe(phone.hub);
  const desk = await login(ACCOUNTS.inspector);
  const listed = await app.inject({ method: 'GET', url: '/api/user/sessions', cookies: { BEARER: phone.bearer } });
  const phoneId = listed.json()['hydra:member'].find((session: { current: boolean }) => session.current).id;
  const ended = await app.inject({ method: 'DELETE', url: `/api/user/sessions/${phoneId}`, headers: { origin: ORIGIN }, cookies: { BEARER: desk.bearer } });
  assert.equal(ended.statusCode, 204);
  assert.equal(await endsWithin(again, 3000), 'ended');
  assert.equal((await subscribe(phone.hub)).status, 401);
});

test("a password change ends the user's other streams; another user's stream stays open", async () => {
  const session = await login(ACCOUNTS.ana);
  const [own, other] = await Promise.all([subscribe(session.hub), subscribe((await login(ACCOUNTS.inspector)).hub)]);
  const changed = await app.inject({
    method: 'PATCH',
    url: '/api/user/changePassword',
    headers: { origin: ORIGIN },
    cookies: { BEARER: session.bearer },
    payload: { id: `/api/users/${await lookup.userId(ACCOUNTS.ana)}`, oldPassword: 'Portal2026!', newPassword: 'OtraClave2026!' },
  });
  assert.equal(changed.statusCode, 200);
  assert.equal(await endsWithin(own, 3000), 'ended');
  assert.equal(await endsWithin(other, 500), 'open');
});

test("deleting a user ends their stream", async () => {
  const session = await login('pablo.hernandez@empresa.es');
  const stream = await subscribe(session.hub);
  const pablo = await lookup.userId('pablo.hernandez@empresa.es');
  assert.equal((await injectWithLogin(ACCOUNTS.admin, { method: 'PUT', url: `/api/users/${pablo}`, payload: { deleted: true } })).statusCode, 200);
  assert.equal(await endsWithin(stream, 3000), 'ended');
});

test("a stream ends at its token's expiry", async () => {
  // Long enough for the sign-in and the subscription on a busy machine, short enough to watch it run out.
  const shortLived = await buildTestApp({ hubTokenTtlSeconds: 4 });
  const shortBase = await shortLived.app.listen({ port: 0, host: '127.0.0.1' });
  const response = await shortLived.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { origin: ORIGIN },
    payload: { username: ACCOUNTS.luis, password: 'Portal2026!' },
  });
  const hub = response.cookies.find((one) => one.name === 'mercureAuthorization')?.value ?? assert.fail('no hub cookie');
  const stream = await subscribe(`mercureAuthorization=${hub}`, shortBase);
  assert.equal(stream.status, 200);
  assert.equal(await endsWithin(stream, 6000), 'ended');
});

test('a manager subscribed before their sub-department was deleted hears nothing more of its members', async () => {
  const redesStream = await subscribe((await login(ACCOUNTS.redesManager)).hub);
  const redes = await lookup.subdepartmentId('Redes');
  assert.equal((await injectWithLogin(ACCOUNTS.admin, { method: 'PUT', url: `/api/subdepartments/${redes}`, payload: { deleted: true } })).statusCode, 200);
  const pending = (await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: '/api/user_schedules?authorized=false' })).json()['hydra:member'];
  const request = pending.find((one: { user: { email: string } }) => one.user.email === 'diego.alvarez@empresa.es');
  assert.ok(request);
  const adminStream = await subscribe((await login(ACCOUNTS.admin)).hub);
  assert.equal((await injectWithLogin(ACCOUNTS.admin, { method: 'PUT', url: `/api/user_schedules/${request.id}`, payload: { authorized: true } })).statusCode, 200);
  const heard = async (response: Response, ms: number) => {
    const reader = response.body?.getReader() ?? assert.fail('no body');
    let text = '';
    const deadline = Date.now() + ms;
    while (Date.now() < deadline && !text.includes(`/api/user_schedules/${request.id}`)) {
      const chunk = await Promise.race([reader.read(), new Promise<'wait'>((resolve) => setTimeout(() => resolve('wait'), deadline - Date.now()))]);
      if (chunk === 'wait' || chunk.done) break;
      text += new TextDecoder().decode(chunk.value);
    }
    await reader.cancel();
    return text.includes(`/api/user_schedules/${request.id}`);
  };
  assert.equal(await heard(adminStream, 3000), true);
  assert.equal(await heard(redesStream, 500), false);
});
