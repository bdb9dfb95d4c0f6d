import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp, ORIGIN } from '../../../test/helper.ts';
import { startSmtpCatcher } from '../../../test/fixtures/smtp-catcher.ts';
import { waitFor } from '../../../test/wait-for.ts';
import { decideJustification } from '../justifications/justification-decision.ts';

const smtp = await startSmtpCatcher();
const { app, injectWithLogin } = await buildTestApp({ smtpUrl: smtp.url, runJobs: true, jobPollMs: 50 });

const INVALID = 'El enlace no es válido o ha caducado.';
const HANDLED = 'Esta solicitud ya ha sido gestionada.';

/** The approver's e-mail whose text holds `marker`, and its two tokens. */
async function mailTo(email: string, marker: string): Promise<{ accept: string; reject: string; text: string; subject: string }> {
  const received = await waitFor(
    async () => smtp.received.find((mail) => mail.envelopeTo.includes(email) && (mail.mail.text ?? '').includes(marker)),
    10_000,
    `the mail to ${email} about ${marker}`,
  );
  const text = received.mail.text ?? '';
  const token = (page: string) => new RegExp(`${ORIGIN}/${page}\\?token=([A-Za-z0-9_-]+)`).exec(text)?.[1] ?? '';
  return { accept: token('authorize'), reject: token('rechazar'), text, subject: received.mail.subject ?? '' };
}

const openLink = (token: string) => app.inject({ method: 'GET', url: `/api/decision_tokens/${token}` });
const useLink = (token: string, payload: object = {}) =>
  app.inject({ method: 'POST', url: `/api/decision_tokens/${token}`, payload, headers: { origin: ORIGIN } });
const refusal = async (token: string) => {
  const response = await useLink(token);
  return [response.statusCode, response.json().error];
};
const userId = async (email: string) => (await app.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]))[0]?.id ?? 0;
const noticesOf = async (email: string, title: string) =>
  (await app.db.query('SELECT 1 FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = $1 AND n.title = $2', [email, title])).length;
const auditRows = async (entity: string, id: number, email: string) =>
  (await app.db.query('SELECT 1 FROM audit_logs a JOIN users u ON u.id = a.actor_id WHERE a.entity = $1 AND a.entity_id = $2 AND u.email = $3', [entity, id, email])).length;

describe('schedule-change requests', () => {
  const ask = async (type: number, start: string) => {
    const response = await injectWithLogin(ACCOUNTS.ana, {
      method: 'POST',
      url: '/api/user_schedules',
      payload: { user: `/api/users/${await userId(ACCOUNTS.ana)}`, schedule: '/api/work_schedules/5', type, start },
    });
    assert.equal(response.statusCode, 201, response.body);
    return response.json().id as number;
  };
  const row = async (id: number) => (await app.db.query<{ authorized: boolean }>('SELECT authorized FROM user_schedules WHERE id = $1', [id]))[0];

  test('approvers hear of it; the accept link decides as its approver, audited and notified, once', async () => {
    const id = await ask(1, '2029-04-02T00:00:00+02:00');
    assert.ok((await noticesOf(ACCOUNTS.techManager, 'Nueva solicitud de cambio de horario')) > 0);
    assert.equal(await noticesOf(ACCOUNTS.ana, 'Nueva solicitud de cambio de horario'), 0);
    const mail = await mailTo(ACCOUNTS.techManager, '02-04-2029');
    assert.match(mail.text, /Ana García Pérez solicita un cambio de horario desde el 02-04-2029/);
    assert.match(mail.subject, /Solicitud de cambio de horario de Ana García Pérez/);
    const opened = await openLink(mail.accept);
    assert.deepEqual([opened.json().kind, opened.json().takesRejectReason, (await row(id))?.authorized], ['schedule', false, false]);

    assert.equal((await useLink(mail.accept)).statusCode, 200);
    assert.equal((await row(id))?.authorized, true);
    assert.equal(await noticesOf(ACCOUNTS.ana, 'Cambio de horario aceptado'), 1);
    assert.ok((await auditRows('UserSchedule', id, ACCOUNTS.techManager)) > 0);
    assert.deepEqual(await refusal(mail.accept), [404, INVALID]);
    assert.deepEqual(await refusal(mail.reject), [404, INVALID]);
  });

  test('the reject link deletes the request; decided elsewhere or a lost right changes nothing', async () => {
    const rejected = await ask(2, '2029-05-07T00:00:00+02:00');
    const first = await mailTo(ACCOUNTS.redesManager, '07-05-2029');
    assert.equal((await useLink(first.reject)).statusCode, 200);
    assert.equal(await row(rejected), undefined);
    assert.ok((await auditRows('UserSchedule', rejected, ACCOUNTS.redesManager)) > 0);

    const elsewhere = await ask(2, '2029-06-04T00:00:00+02:00');
    const second = await mailTo(ACCOUNTS.redesManager, '04-06-2029');
    const third = await mailTo(ACCOUNTS.techManager, '04-06-2029');
    await app.db.query("UPDATE subdepartments SET manager_calendar = false WHERE name = 'Redes'");
    assert.deepEqual(await refusal(second.accept), [404, INVALID]);
    await app.db.query("UPDATE subdepartments SET manager_calendar = true WHERE name = 'Redes'");
    assert.equal((await row(elsewhere))?.authorized, false);
    assert.equal((await injectWithLogin(ACCOUNTS.admin, { method: 'PUT', url: `/api/user_schedules/${elsewhere}`, payload: { authorized: true } })).statusCode, 200);
    assert.deepEqual(await refusal(third.reject), [409, HANDLED]);
    assert.equal((await row(elsewhere))?.authorized, true);
  });
});

describe('justifications', () => {
  const justify = async (day: string, reason: number) => {
    const response = await injectWithLogin(ACCOUNTS.ana, {
      method: 'POST',
      url: '/api/justifications',
      payload: { start: `${day}T08:00:00+02:00`, end: `${day}T15:00:00+02:00`, justifiedSeconds: 25_200, reason_id: reason, explanation: 'Cita' },
    });
    assert.equal(response.statusCode, 201, response.body);
    return response.json().id as number;
  };
  const row = async (id: number) =>
    (await app.db.query<{ status: boolean; authorized: boolean | null; managed_by_id: number | null }>('SELECT status, authorized, managed_by_id FROM justifications WHERE id = $1', [id]))[0];

  test('the e-mail names the reason; each link decides as its approver, audited and notified, once', async () => {
    const approved = await justify('2029-04-10', 2);
    assert.ok((await noticesOf(ACCOUNTS.techManager, 'Nueva justificación de ausencia')) > 0);
    const mail = await mailTo(ACCOUNTS.techManager, '10-04-2029');
    assert.match(mail.text, /Ana García Pérez justifica una ausencia del 10-04-2029 al 10-04-2029\. Motivo: Baja médica\./);
    assert.equal((await openLink(mail.accept)).json().detail, 'Baja médica');
    assert.equal((await useLink(mail.accept)).statusCode, 200);
    assert.deepEqual(await row(approved), { status: true, authorized: true, managed_by_id: await userId(ACCOUNTS.techManager) });
    assert.equal(await noticesOf(ACCOUNTS.ana, 'Justificación aprobada'), 1);
    assert.ok((await auditRows('Justification', approved, ACCOUNTS.techManager)) > 0);
    assert.deepEqual(await refusal(mail.accept), [404, INVALID]);

    const denied = await justify('2029-04-11', 3);
    const second = await mailTo(ACCOUNTS.redesManager, '11-04-2029');
    assert.match(second.text, /Motivo: Festivos\./);
    assert.equal((await useLink(second.reject)).statusCode, 200);
    assert.deepEqual(await row(denied), { status: true, authorized: false, managed_by_id: await userId(ACCOUNTS.redesManager) });
  });

  test('decided elsewhere, a lost right, an expired link: refused, nothing changes', async () => {
    const id = await justify('2029-04-12', 1);
    const redes = await mailTo(ACCOUNTS.redesManager, '12-04-2029');
    const tech = await mailTo(ACCOUNTS.techManager, '12-04-2029');
    await app.db.query("UPDATE subdepartments SET manager_medical = false WHERE name = 'Redes'");
    assert.deepEqual(await refusal(redes.accept), [404, INVALID]);
    await app.db.query("UPDATE subdepartments SET manager_medical = true WHERE name = 'Redes'");
    await app.db.query("UPDATE decision_tokens SET expires_at = now() - interval '1 second' WHERE kind = 'justification' AND item_id = $1 AND approver_id = $2", [
      id,
      await userId(ACCOUNTS.redesManager),
    ]);
    assert.deepEqual(await refusal(redes.reject), [404, INVALID]);
    assert.equal((await row(id))?.status, false);
    assert.equal((await injectWithLogin(ACCOUNTS.admin, { method: 'PUT', url: `/api/denyJustification/${id}` })).statusCode, 200);
    assert.deepEqual(await refusal(tech.accept), [409, HANDLED]);
    assert.equal((await row(id))?.authorized, false);
    // A link whose pending check ran before the other decision landed still does not flip it.
    const linkDecision = decideJustification(app, id, true, { id: await userId(ACCOUNTS.techManager), ip: '127.0.0.1' }, { onlyPending: true });
    await assert.rejects(linkDecision, { statusCode: 409 });
    assert.equal((await row(id))?.authorized, false);
  });
});

describe('requested tasks', () => {
  const teamId = async (name: string) => (await app.db.query<{ id: number }>('SELECT id FROM teams WHERE name = $1', [name]))[0]?.id;
  const raise = async (name: string) => {
    const response = await injectWithLogin(ACCOUNTS.luis, {
      method: 'POST',
      url: '/api/tasks',
      payload: { name, team: `/api/teams/${await teamId('Soporte')}`, incident: true },
    });
    assert.equal(response.statusCode, 201, response.body);
    return response.json().id as number;
  };
  const statusOf = async (id: number) => (await app.db.query<{ status_id: number }>('SELECT status_id FROM tasks WHERE id = $1', [id]))[0]?.status_id;

  test('approvers hear of it; the reject link keeps its reason as a message on the task; the accept link authorises', async () => {
    const rejected = await raise('Monitor para la sala de guardia');
    assert.ok((await noticesOf(ACCOUNTS.techManager, 'Nueva tarea por autorizar')) > 0);
    const mail = await mailTo(ACCOUNTS.techManager, 'Monitor para la sala de guardia');
    assert.match(mail.text, /Luis Martín.* solicita la tarea «Monitor para la sala de guardia» el \d\d-\d\d-\d{4}\./);
    assert.equal((await openLink(mail.reject)).json().takesRejectReason, true);
    assert.equal((await useLink(mail.reject, { rejectReason: ' Sin presupuesto ' })).statusCode, 200);
    assert.equal(await statusOf(rejected), 3);
    const [note] = await app.db.query<{ message: string; user_id: number }>('SELECT message, user_id FROM task_messages WHERE task_id = $1', [rejected]);
    assert.deepEqual(note, { message: 'Sin presupuesto', user_id: await userId(ACCOUNTS.techManager) });
    assert.deepEqual(await refusal(mail.accept), [404, INVALID]);

    const accepted = await raise('Teclado para la guardia');
    const second = await mailTo(ACCOUNTS.techManager, 'Teclado para la guardia');
    assert.equal((await useLink(second.accept)).statusCode, 200);
    assert.equal(await statusOf(accepted), 1);
  });

  test('a task sent back to requested by one approver is announced to the others, never to that approver', async () => {
    const title = 'Nueva tarea por autorizar';
    const mailsAbout = (name: string) => smtp.received.filter((one) => one.envelopeTo.includes(ACCOUNTS.techManager) && (one.mail.text ?? '').includes(name));
    const id = await raise('Auriculares para la guardia');
    await mailTo(ACCOUNTS.techManager, 'Auriculares para la guardia');
    assert.equal((await injectWithLogin(ACCOUNTS.admin, { method: 'POST', url: `/api/admin/authorize/${id}` })).statusCode, 200);
    const [managerNotices, adminNotices] = [await noticesOf(ACCOUNTS.techManager, title), await noticesOf(ACCOUNTS.admin, title)];
    const patched = await injectWithLogin(ACCOUNTS.admin, {
      method: 'PATCH',
      url: `/api/tasks/${id}`,
      payload: { status: '/api/task_statuses/2' },
      headers: { 'content-type': 'application/merge-patch+json' },
    });
    assert.equal(patched.statusCode, 200, patched.body);
    assert.equal(await noticesOf(ACCOUNTS.techManager, title), managerNotices + 1);
    assert.equal(await noticesOf(ACCOUNTS.admin, title), adminNotices);
    await waitFor(async () => mailsAbout('Auriculares para la guardia').length === 2, 10_000, 'the second mail');
  });

  test('decided elsewhere or a lost right: refused, nothing changes', async () => {
    await app.db.query("UPDATE subdepartments SET manager_tasks = true WHERE name = 'Redes'");
    const id = await raise('Ratón para la guardia');
    const redes = await mailTo(ACCOUNTS.redesManager, 'Ratón para la guardia');
    const tech = await mailTo(ACCOUNTS.techManager, 'Ratón para la guardia');
    await app.db.query("UPDATE subdepartments SET manager_tasks = false WHERE name = 'Redes'");
    assert.deepEqual(await refusal(redes.accept), [404, INVALID]);
    assert.equal(await statusOf(id), 2);
    assert.equal((await injectWithLogin(ACCOUNTS.admin, { method: 'POST', url: `/api/admin/reject/${id}` })).statusCode, 200);
    assert.deepEqual(await refusal(tech.accept), [409, HANDLED]);
    assert.equal(await statusOf(id), 3);
    assert.equal((await openLink('y'.repeat(43))).statusCode, 404);
  });
});
