import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import sql from 'sql-template-tag';
import { requestForLog } from '../../app.ts';
import { buildTestApp, ORIGIN } from '../../../test/helper.ts';
import { startSmtpCatcher } from '../../../test/fixtures/smtp-catcher.ts';
import { waitFor } from '../../../test/wait-for.ts';
import { RESET_REQUESTED } from './account-recovery-routes.ts';
import { INVALID_LINK } from './password-tokens.ts';
import { RESET_REQUEST_LIMITS, TOO_MANY_REQUESTS } from './reset-request-limits.ts';
import { DEVICE_COOKIE } from '../../core/authentication/session-cookies.ts';

const smtp = await startSmtpCatcher();
const { app, login, injectWithLogin } = await buildTestApp({ runJobs: true, jobPollMs: 50, smtpUrl: smtp.url });

let clients = 0;
/** Each test asks from its own client network (a /24), so the per-network limits are only met where they are tested. */
const newClient = () => `10.${++clients}.0.1`;

const requestReset = (email: string, remoteAddress: string, cookies: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/password_reset/request', headers: { origin: ORIGIN }, remoteAddress, cookies, payload: { email } });
const check = (token: string) => app.inject({ method: 'GET', url: `/api/password_reset/check?token=${encodeURIComponent(token)}` });
const confirm = (token: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/password_reset/confirm', headers: { origin: ORIGIN }, payload: { token, password } });
const signIn = (username: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/login', headers: { origin: ORIGIN }, payload: { username, password } });

const mailsTo = (email: string, subject: string) => smtp.received.filter((one) => one.envelopeTo.includes(email) && one.mail.subject === subject);

/** The tokens of the links mailed to `email` (reset links unless `subject` says otherwise), oldest first, once `count` of them arrived. */
async function mailedTokens(email: string, count: number, subject = 'Recuperar contraseña'): Promise<string[]> {
  const mails = await waitFor(async () => {
    const found = mailsTo(email, subject);
    return found.length >= count ? found : undefined;
  }, 15_000, `${count} mails '${subject}' to ${email}`);
  return mails.map((one) => {
    const match = /\/passwordchange\?token=([\w-]+)/.exec(one.mail.text ?? '');
    assert.ok(match?.[1], 'the mail carries a link to /passwordchange');
    return match[1];
  });
}

describe('password recovery', () => {
  test('a reset link sets the password once, ends every session and mails the change', async () => {
    const email = 'laura.diaz@empresa.es';
    const otherDevice = await login(email);
    const response = await requestReset(' Laura.Diaz@empresa.es ', newClient());
    assert.equal(response.statusCode, 202);
    assert.deepEqual(response.json(), { message: RESET_REQUESTED });
    const [token] = await mailedTokens(email, 1);
    assert.ok(token);
    const [stored] = await app.db.query<{ token_hash: string }>(sql`SELECT token_hash FROM password_reset_tokens ORDER BY id DESC LIMIT 1`);
    assert.notEqual(stored?.token_hash, token, 'only a hash of the token is kept');

    assert.deepEqual((await check(token)).json(), { purpose: 'reset' });
    assert.equal((await confirm(token, 'NuevaClave2027')).statusCode, 204);

    assert.equal((await signIn(email, 'Portal2026!')).statusCode, 401, 'the old password no longer works');
    assert.equal((await signIn(email, 'NuevaClave2027')).statusCode, 200);
    const before = await app.inject({ method: 'GET', url: '/api/user/sessions', cookies: { BEARER: otherDevice } });
    assert.equal(before.statusCode, 401, 'the session opened before the reset has ended');

    const again = await confirm(token, 'OtraClave2028');
    assert.equal(again.statusCode, 400);
    assert.equal(again.json().error, INVALID_LINK);
    assert.equal((await check(token)).statusCode, 400, 'a spent link is no longer valid');
    await waitFor(async () => mailsTo(email, 'Su contraseña ha cambiado')[0], 15_000, 'the password-changed mail');
  });

  test('an unknown address gets the same answer, and nothing is mailed', async () => {
    const client = newClient();
    const unknown = await requestReset('nadie@empresa.es', client);
    const known = await requestReset('luis.martin@empresa.es', client);
    assert.equal(unknown.statusCode, known.statusCode);
    assert.equal(unknown.body, known.body);
    await mailedTokens('luis.martin@empresa.es', 1);
    const [queued] = await app.db.query<{ jobs: number }>(
      sql`SELECT count(*)::int AS jobs FROM jobs WHERE kind = 'password-reset-mail' AND payload->>'email' = 'nadie@empresa.es'`,
    );
    assert.equal(queued?.jobs, 1, 'the unknown address was handled like any other');
    await waitFor(async () => (await app.db.query(sql`SELECT 1 FROM jobs WHERE kind = 'password-reset-mail' AND status IN ('queued', 'running')`)).length === 0 || undefined, 15_000, 'jobs done');
    assert.equal(smtp.received.filter((one) => one.envelopeTo.includes('nadie@empresa.es')).length, 0);
  });

  test('a newer link voids the older one; an expired link is refused', async () => {
    const email = 'ana.garcia@empresa.es';
    const client = newClient();
    await requestReset(email, client);
    await mailedTokens(email, 1);
    await requestReset(email, client);
    const [older, newer] = await mailedTokens(email, 2);
    assert.ok(older && newer);
    assert.equal((await check(older)).statusCode, 400);
    assert.equal((await confirm(older, 'NuevaClave2027')).statusCode, 400);
    assert.equal((await check(newer)).statusCode, 200);

    await app.db.query(sql`UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`);
    const expired = await check(newer);
    assert.equal(expired.statusCode, 400);
    assert.equal((await confirm(newer, 'NuevaClave2027')).statusCode, 400);
    assert.equal((await signIn(email, 'Portal2026!')).statusCode, 200, 'nothing changed');
  });

  test('a too short password is refused and the link still works', async () => {
    const email = 'inspeccion@empresa.es';
    await requestReset(email, newClient());
    const [token] = await mailedTokens(email, 1);
    assert.ok(token);
    const short = await confirm(token, 'corta');
    assert.equal(short.statusCode, 422);
    assert.match(short.body, /La contraseña debe tener al menos 8 caracteres/);
    assert.equal((await check(token)).statusCode, 200);
    assert.equal((await signIn(email, 'Portal2026!')).statusCode, 200);
  });

  test('requests are limited per requesting network, for one address and for all, with a Spanish 429', async () => {
    const client = newClient();
    for (let index = 0; index < RESET_REQUEST_LIMITS.perNetworkAndEmail; index += 1) {
      assert.equal((await requestReset('limite@empresa.es', client)).statusCode, 202);
    }
    const perAddress = await requestReset('limite@empresa.es', client.replace(/1$/, '200'));
    assert.equal(perAddress.statusCode, 429, 'another address of the same /24 is the same requester');
    assert.match(perAddress.body, new RegExp(TOO_MANY_REQUESTS));
    assert.ok(perAddress.headers['retry-after']);
    assert.equal((await requestReset('limite@empresa.es', newClient())).statusCode, 202, 'the owner, elsewhere, still gets their link');

    const sweeper = newClient();
    for (let index = 0; index < RESET_REQUEST_LIMITS.perNetwork; index += 1) {
      assert.equal((await requestReset(`barrido${index}@empresa.es`, sweeper)).statusCode, 202);
    }
    assert.equal((await requestReset('otro@empresa.es', sweeper)).statusCode, 429);
    assert.equal((await requestReset('otro@empresa.es', newClient())).statusCode, 202, 'another client is not held back');
  });

  test('strangers asking from many networks reach the bound of one address, which never holds back a device its account signed in from', async () => {
    const email = 'raquel.mendez@empresa.es';
    const signedIn = await app.inject({ method: 'POST', url: '/api/login', headers: { origin: ORIGIN }, payload: { username: email, password: 'Portal2026!' } });
    const device = signedIn.cookies.find((cookie) => cookie.name === DEVICE_COOKIE)?.value;
    assert.ok(device);
    for (let index = 0; index < RESET_REQUEST_LIMITS.perEmail; index += 1) assert.equal((await requestReset(email, newClient())).statusCode, 202);
    assert.equal((await requestReset(email, newClient())).statusCode, 429);
    assert.equal((await requestReset(email, newClient(), { [DEVICE_COOKIE]: device })).statusCode, 202);
    assert.equal((await requestReset('otra.persona@empresa.es', newClient(), { [DEVICE_COOKIE]: device })).statusCode, 202, 'a bound not met needs no device');
  });

  test('reset requests never void a pending invitation; setting the password with either link voids the other', async () => {
    const email = 'invitada@empresa.es';
    const created = await injectWithLogin('admin@empresa.es', { method: 'POST', url: '/api/userCreate', payload: { email, name: 'Invitada' } });
    assert.equal(created.statusCode, 201, created.body);
    const [invitation] = await mailedTokens(email, 1, 'Invitación al Portal de trabajo');
    assert.ok(invitation);
    const stranger = newClient();
    for (let index = 0; index < RESET_REQUEST_LIMITS.perNetworkAndEmail; index += 1) assert.equal((await requestReset(email, stranger)).statusCode, 202);
    const resets = await mailedTokens(email, RESET_REQUEST_LIMITS.perNetworkAndEmail);
    assert.deepEqual((await check(invitation)).json(), { purpose: 'invitation' }, 'the invitation still works');
    const newest = resets.at(-1);
    assert.ok(newest);
    assert.equal((await check(newest)).statusCode, 200);
    assert.equal((await confirm(invitation, 'Bienvenida2027')).statusCode, 204);
    assert.equal((await check(newest)).statusCode, 400, 'the reset link died with the password set');
    assert.equal((await signIn(email, 'Bienvenida2027')).statusCode, 200);
  });

  test('a link checked by its token never writes the token to the log', () => {
    const logged = requestForLog({ method: 'GET', url: '/api/password_reset/check?token=secreto&x=1', ip: '203.0.113.9' });
    assert.deepEqual(logged, { method: 'GET', url: '/api/password_reset/check?token=…&x=1', remoteAddress: '203.0.113.9' });
  });
});
