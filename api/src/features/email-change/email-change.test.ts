import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import sql from 'sql-template-tag';
import { INVALID_LINK, USER_ADMINISTRATION_MESSAGES } from '@portal/shared-api/rules';
import { ACCOUNTS, buildTestApp, ORIGIN } from '../../../test/helper.ts';
import { startSmtpCatcher } from '../../../test/fixtures/smtp-catcher.ts';
import { waitFor } from '../../../test/wait-for.ts';
import { EMAIL_CHANGE_SUBJECTS } from './email-change-mails.ts';

const smtp = await startSmtpCatcher();
const { app, login, injectWithLogin } = await buildTestApp({ runJobs: true, jobPollMs: 50, smtpUrl: smtp.url });

const post = (url: string, payload: object, remoteAddress = '203.0.113.7') => app.inject({ method: 'POST', url, headers: { origin: ORIGIN }, remoteAddress, payload });
const signIn = (username: string) => post('/api/login', { username, password: 'Portal2026!' });
const check = (token: string) => app.inject({ method: 'GET', url: `/api/email_change/check?token=${encodeURIComponent(token)}` });
const putAccount = (as: string, id: number, payload: object) => injectWithLogin(as, { method: 'PUT', url: `/api/users/${id}/account`, payload });

const mailsTo = (email: string, subject: string) => smtp.received.filter((one) => one.envelopeTo.includes(email) && one.mail.subject === subject);

async function idOf(email: string): Promise<number> {
  const [row] = await app.db.query<{ id: number }>(sql`SELECT id FROM users WHERE email = ${email}`);
  assert.ok(row, email);
  return row.id;
}
const emailOf = async (id: number) => (await app.db.query<{ email: string }>(sql`SELECT email FROM users WHERE id = ${id}`))[0]?.email;

/** The token of the newest e-mail change link mailed to `email` under `subject`, once `count` such mails arrived. */
async function linkToken(email: string, subject: string, count = 1): Promise<string> {
  const mails = await waitFor(async () => {
    const found = mailsTo(email, subject);
    return found.length >= count ? found : undefined;
  }, 15_000, `${count} '${subject}' to ${email}`);
  const match = /\/emailchange\?token=([\w-]+)/.exec(mails.at(-1)?.mail.text ?? '');
  assert.ok(match?.[1], 'the mail links to /emailchange');
  return match[1];
}

/** Resolves once the job runner has no mail job of `kind` left to run. */
const mailJobsDone = (kind: string) =>
  waitFor(async () => (await app.db.query(sql`SELECT 1 FROM jobs WHERE kind = ${kind} AND status IN ('queued', 'running')`)).length === 0 || undefined, 15_000, `${kind} done`);

describe('an e-mail change takes effect only once confirmed from the new address', () => {
  test("a department manager's new address for Ana gets no reset link until Ana's account is moved by its confirmation, and the old address can undo it", async () => {
    const ana = await idOf(ACCOUNTS.ana);
    const anaSession = await login(ACCOUNTS.ana);
    const readByManager = 'buzon.responsable@empresa.es';

    const changed = await putAccount(ACCOUNTS.techManager, ana, { email: readByManager });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(changed.json().email, ACCOUNTS.ana, 'the account keeps its address meanwhile');
    assert.equal(changed.json().pendingEmail, readByManager);
    assert.equal(await emailOf(ana), ACCOUNTS.ana);

    // The takeover of the review: a reset for the new address. Nothing is mailed, as no account uses it yet.
    assert.equal((await post('/api/password_reset/request', { email: readByManager })).statusCode, 202);
    const token = await linkToken(readByManager, EMAIL_CHANGE_SUBJECTS.confirm);
    await mailJobsDone('password-reset-mail');
    assert.deepEqual(mailsTo(readByManager, 'Recuperar contraseña'), [], 'no reset link reaches an address not confirmed');
    assert.equal((await signIn(readByManager)).statusCode, 401);

    assert.deepEqual((await check(token)).json(), { purpose: 'confirm', email: readByManager });
    assert.equal((await post('/api/email_change/confirm', { token })).statusCode, 204);
    assert.equal(await emailOf(ana), readByManager);
    const afterChange = await app.inject({ method: 'GET', url: '/api/user/sessions', cookies: { BEARER: anaSession } });
    assert.equal(afterChange.statusCode, 401, 'every session of the person ends when the address changes');
    assert.equal((await signIn(readByManager)).statusCode, 200);
    assert.equal((await post('/api/email_change/confirm', { token })).json().error, INVALID_LINK, 'a confirmation link works once');

    // The old address is told, and its link puts the account back and signs everyone out.
    const report = await linkToken(ACCOUNTS.ana, EMAIL_CHANGE_SUBJECTS.changed);
    assert.match(mailsTo(ACCOUNTS.ana, EMAIL_CHANGE_SUBJECTS.changed)[0]?.mail.text ?? '', /buzon\.responsable@empresa\.es/);
    const intruder = await login(readByManager);
    assert.deepEqual((await check(report)).json(), { purpose: 'report', email: ACCOUNTS.ana });
    assert.equal((await post('/api/email_change/report', { token: report })).statusCode, 204);
    assert.equal(await emailOf(ana), ACCOUNTS.ana);
    assert.equal((await app.inject({ method: 'GET', url: '/api/user/sessions', cookies: { BEARER: intruder } })).statusCode, 401);
    assert.equal((await signIn(readByManager)).statusCode, 401);
    assert.equal((await signIn(ACCOUNTS.ana)).statusCode, 401, 'a password set by whoever read the new address no longer works');
    await waitFor(async () => mailsTo(ACCOUNTS.ana, 'Recuperar contraseña')[0], 15_000, 'a reset link at the old address');
    const [audit] = await app.db.query<{ entity: string }>(sql`SELECT entity FROM audit_logs WHERE entity = 'EmailChange' AND after->>'reported' = 'true'`);
    assert.ok(audit, 'the report is in the audit log');
  });

  test('an invited person keeps getting the invitation at the old address until the new one is confirmed, then at the new one', async () => {
    const [tecnologia] = await app.db.query<{ id: number }>(sql`SELECT id FROM departments WHERE name = 'Tecnología'`);
    const created = await injectWithLogin(ACCOUNTS.admin, {
      method: 'POST',
      url: '/api/userCreate',
      payload: { email: 'invitada@empresa.es', name: 'Invitada', departments: [`/api/departments/${tecnologia?.id}`] },
    });
    assert.equal(created.statusCode, 201, created.body);
    const id = created.json().id as number;
    assert.equal((await injectWithLogin(ACCOUNTS.admin, { method: 'PUT', url: `/api/users/${id}`, payload: { email: 'otra.invitada@empresa.es' } })).statusCode, 200);
    assert.equal((await injectWithLogin(ACCOUNTS.admin, { method: 'POST', url: `/api/users/${id}/resendInvitation`, payload: {} })).statusCode, 202);
    await waitFor(async () => (mailsTo('invitada@empresa.es', 'Invitación al Portal de trabajo').length >= 2 ? true : undefined), 15_000, 'two invitations');
    await mailJobsDone('account-invitation-mail');
    assert.deepEqual(mailsTo('otra.invitada@empresa.es', 'Invitación al Portal de trabajo'), []);

    const token = await linkToken('otra.invitada@empresa.es', EMAIL_CHANGE_SUBJECTS.confirm);
    assert.equal((await post('/api/email_change/confirm', { token })).statusCode, 204);
    await waitFor(async () => mailsTo('otra.invitada@empresa.es', 'Invitación al Portal de trabajo')[0], 15_000, 'the invitation at the new address');
  });

  test('a newer change voids the older link; a confirmation for an address taken meanwhile is refused and changes nothing', async () => {
    const luis = await idOf(ACCOUNTS.luis);
    assert.equal((await putAccount(ACCOUNTS.admin, luis, { email: 'luis.primera@empresa.es' })).statusCode, 200);
    const first = await linkToken('luis.primera@empresa.es', EMAIL_CHANGE_SUBJECTS.confirm);
    assert.equal((await putAccount(ACCOUNTS.admin, luis, { email: 'luis.segunda@empresa.es' })).statusCode, 200);
    const second = await linkToken('luis.segunda@empresa.es', EMAIL_CHANGE_SUBJECTS.confirm);
    assert.equal((await post('/api/email_change/confirm', { token: first })).statusCode, 400);

    await app.db.query(sql`UPDATE users SET email = 'luis.segunda@empresa.es' WHERE email = 'antonio.gil@empresa.es'`);
    const taken = await post('/api/email_change/confirm', { token: second });
    assert.equal(taken.statusCode, 409);
    assert.equal(taken.json().error, USER_ADMINISTRATION_MESSAGES.EMAIL_TAKEN);
    assert.equal(await emailOf(luis), ACCOUNTS.luis);
  });
});
