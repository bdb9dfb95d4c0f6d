import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp, ORIGIN } from '../../../test/helper.ts';
import { startSmtpCatcher } from '../../../test/fixtures/smtp-catcher.ts';
import { waitFor } from '../../../test/wait-for.ts';

const smtp = await startSmtpCatcher();
const { app, injectWithLogin } = await buildTestApp({ smtpUrl: smtp.url, runJobs: true, jobPollMs: 50 });

// Madrid's midnight (winter time, +01:00): every request of this file falls before March's change.
let nextMonday = Date.UTC(2029, 0, 1) - 3_600_000;
/** A fresh pending request of Ana on a week no other test of this file uses. */
async function anaAsks(note?: string): Promise<number> {
  const start = new Date(nextMonday);
  nextMonday += 14 * 86_400_000;
  const response = await injectWithLogin(ACCOUNTS.ana, {
    method: 'POST',
    url: '/api/calendar_assignments',
    payload: { type: 1, start: start.toISOString(), end: new Date(start.getTime() + 86_400_000 - 1000).toISOString(), note },
  });
  assert.equal(response.statusCode, 201, response.body);
  return response.json().id;
}

/** The links the approver's e-mail about request `id` carries. */
async function linksFor(email: string, requestStart: string): Promise<{ accept: string; reject: string; text: string }> {
  const received = await waitFor(
    async () => smtp.received.find((mail) => mail.envelopeTo.includes(email) && (mail.mail.text ?? '').includes(requestStart)),
    10_000,
    `the mail to ${email}`,
  );
  const text = received.mail.text ?? '';
  const token = (page: string) => new RegExp(`${ORIGIN}/${page}\\?token=([A-Za-z0-9_-]+)`).exec(text)?.[1] ?? '';
  return { accept: token('authorize'), reject: token('rechazar'), text };
}

const openLink = (token: string) => app.inject({ method: 'GET', url: `/api/decision_tokens/${token}` });
const useLink = (token: string, payload: object = {}, cookies: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api/decision_tokens/${token}`, payload, headers: { origin: ORIGIN }, cookies });
const stored = async (id: number) =>
  (await app.db.query<{ managed: boolean; authorized: boolean; managed_by_id: number | null; reject_reason: string | null }>(
    'SELECT managed, authorized, managed_by_id, reject_reason FROM calendar_assignments WHERE id = $1',
    [id],
  ))[0];
const userId = async (email: string) => (await app.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]))[0]?.id;

describe('approvers hear of a new holiday request', () => {
  test('each one who may decide it gets a portal notice and, with mails on, an e-mail naming the requester, the dates, the note and two links', async () => {
    await anaAsks('Boda de mi hermana');
    const notified = await app.db.query<{ email: string }>(
      "SELECT u.email FROM notifications n JOIN users u ON u.id = n.user_id WHERE n.title = 'Nueva solicitud de vacaciones' ORDER BY u.email",
    );
    assert.deepEqual(notified.map((row) => row.email), [ACCOUNTS.admin, ACCOUNTS.techManager, ACCOUNTS.redesManager].sort());
    const mail = await linksFor(ACCOUNTS.techManager, '01-01-2029');
    assert.match(mail.text, /Ana García Pérez solicita vacaciones del 01-01-2029 al 01-01-2029\. Nota: «Boda de mi hermana»/);
    assert.ok(mail.accept.length >= 40 && mail.reject.length >= 40 && mail.accept !== mail.reject);
    // Only the hash is kept.
    const [kept] = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM decision_tokens WHERE token_hash = $1', [mail.accept]);
    assert.equal(kept?.n, 0);
  });
});

describe('/api/decision_tokens/{token}', () => {
  test('opening a link decides nothing; using it decides as its approver, whoever is signed in, once', async () => {
    const id = await anaAsks();
    const { reject } = await linksFor(ACCOUNTS.techManager, '15-01-2029');
    const opened = await openLink(reject);
    assert.equal(opened.statusCode, 200);
    assert.deepEqual([opened.json().action, opened.json().requester.email], ['reject', ACCOUNTS.ana]);
    assert.equal((await stored(id))?.managed, false);

    const luisSession = await app.inject({ method: 'POST', url: '/api/login', payload: { username: ACCOUNTS.luis, password: 'Portal2026!' }, headers: { origin: ORIGIN } });
    const cookie = luisSession.cookies.find((item) => item.name === 'BEARER')?.value ?? '';
    const used = await useLink(reject, { rejectReason: 'Cierre del trimestre' }, { BEARER: cookie });
    assert.equal(used.statusCode, 200, used.body);
    assert.deepEqual(await stored(id), { managed: true, authorized: false, managed_by_id: await userId(ACCOUNTS.techManager), reject_reason: 'Cierre del trimestre' });
    const notice = await app.db.query("SELECT 1 FROM notifications WHERE title = 'Vacaciones rechazadas' AND user_id = $1", [await userId(ACCOUNTS.ana)]);
    assert.equal(notice.length, 1);

    const again = await useLink(reject);
    assert.deepEqual([again.statusCode, again.json().error], [404, 'El enlace no es válido o ha caducado.']);
  });

  test('a request decided elsewhere first says so and changes nothing', async () => {
    const id = await anaAsks();
    const { accept } = await linksFor(ACCOUNTS.redesManager, '29-01-2029');
    await injectWithLogin(ACCOUNTS.admin, { method: 'PUT', url: `/api/calendar_assignments/${id}`, payload: { authorized: false, managed: true, rejectReason: 'No' } });
    const used = await useLink(accept);
    assert.deepEqual([used.statusCode, used.json().error], [409, 'Esta solicitud ya ha sido gestionada.']);
    assert.equal((await stored(id))?.authorized, false);
  });

  test('an expired link, or one whose approver lost the right, is refused and changes nothing', async () => {
    const expiring = await anaAsks();
    const first = await linksFor(ACCOUNTS.techManager, '12-02-2029');
    await app.db.query("UPDATE decision_tokens SET expires_at = now() - interval '1 second' WHERE item_id = $1", [expiring]);
    assert.equal((await useLink(first.accept)).json().error, 'El enlace no es válido o ha caducado.');
    assert.equal((await stored(expiring))?.managed, false);

    const lost = await anaAsks();
    const second = await linksFor(ACCOUNTS.redesManager, '26-02-2029');
    await app.db.query("UPDATE subdepartments SET manager_calendar = false WHERE name = 'Redes'");
    try {
      assert.equal((await openLink(second.accept)).statusCode, 404);
      assert.equal((await useLink(second.accept)).json().error, 'El enlace no es válido o ha caducado.');
    } finally {
      await app.db.query("UPDATE subdepartments SET manager_calendar = true WHERE name = 'Redes'");
    }
    assert.equal((await stored(lost))?.managed, false);
    assert.equal((await openLink('x'.repeat(43))).statusCode, 404);
  });

  test('a link of one approver decides as that approver only, and spends every link of the request', async () => {
    const id = await anaAsks();
    const tech = await linksFor(ACCOUNTS.techManager, '12-03-2029');
    const redes = await linksFor(ACCOUNTS.redesManager, '12-03-2029');
    assert.equal((await useLink(redes.accept)).statusCode, 200);
    assert.equal((await stored(id))?.managed_by_id, await userId(ACCOUNTS.redesManager));
    assert.equal((await useLink(tech.reject)).json().error, 'El enlace no es válido o ha caducado.');
  });
});
