/**
 * The portal never reads its own mail: what it sends (reset, invitation and
 * approval links) and any automatic mail is rejected by the task mailbox, and
 * no account may have a team mailbox's address nor a mailbox an account's.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import sql from 'sql-template-tag';
import { ACCOUNTS } from '../../../test/helper.ts';
import { SOPORTE, startMailboxFixture } from '../../../test/fixtures/task-mailbox-fixture.ts';
import { folderCounts } from '../../cli/mail-drop.ts';

const { injectWithLogin, soporte, teamId, query, userId, deliver, read, tasksNamed, panel } = await startMailboxFixture();
const TEAM_MAILBOX = 'La dirección es el buzón de tareas de un equipo';
const ACCOUNT_ADDRESS = 'La dirección es la de una cuenta del portal';

type LogEntry = { outcome: string; subject: string; reason: string | null };
const logEntry = async (subject: string) => ((await panel()).log as LogEntry[]).find((entry) => entry.subject === subject);
const violation = (response: { statusCode: number; json(): { violations?: { propertyPath: string; message: string }[] } }) => [
  response.statusCode,
  response.json().violations?.[0]?.propertyPath,
  response.json().violations?.[0]?.message,
];

describe('the portal does not read its own mail', () => {
  test("a mail from the portal's own sender is rejected, though vouched for and from an allowed domain", async () => {
    const subject = await deliver({ from: 'no-reply@empresa.es', text: 'Para elegir su contraseña: https://portal/passwordchange?token=secreto' });
    const summary = await read();
    assert.deepEqual({ tasks: summary.tasks, rejected: summary.rejected }, { tasks: 0, rejected: 1 });
    assert.equal((await tasksNamed(subject)).length, 0);
    const entry = await logEntry(subject);
    assert.deepEqual([entry?.outcome, entry?.reason], ['rejected', 'Correo enviado por el propio portal: no-reply@empresa.es']);
    const [leaked] = await query(sql`SELECT 1 FROM task_messages WHERE message LIKE '%token=secreto%'`);
    assert.equal(leaked, undefined);
  });

  test('automatic mail (Auto-Submitted, Precedence bulk or auto_reply) is rejected; Auto-Submitted: no is a person writing', async () => {
    const automatic = [
      await deliver({ from: ACCOUNTS.ana, headers: { 'Auto-Submitted': 'auto-replied' }, text: 'Estoy fuera de la oficina.' }),
      await deliver({ from: ACCOUNTS.ana, headers: { 'Auto-Submitted': 'auto-generated; owner-email="x@empresa.es"' }, text: 'Aviso.' }),
      await deliver({ from: ACCOUNTS.ana, headers: { Precedence: 'bulk' }, text: 'Boletín.' }),
      await deliver({ from: 'externo@filial.com', headers: { Precedence: 'auto_reply' }, text: 'Respuesta automática.' }),
    ];
    const person = await deliver({ from: ACCOUNTS.ana, headers: { 'Auto-Submitted': 'no' }, text: 'Escribo yo.' });
    const summary = await read();
    assert.deepEqual({ tasks: summary.tasks, rejected: summary.rejected }, { tasks: 1, rejected: 4 });
    assert.equal((await tasksNamed(person)).length, 1);
    for (const subject of automatic) {
      assert.equal((await tasksNamed(subject)).length, 0, subject);
      assert.equal((await logEntry(subject))?.reason, 'Correo automático: no se convierte en tarea', subject);
    }
    assert.equal((await folderCounts(soporte, ['INBOX'])).INBOX, 0);
  });

  test("no account takes a team mailbox's address, whichever way it is written", async () => {
    const anaId = await userId(ACCOUNTS.ana);
    const upper = SOPORTE.username.toUpperCase();
    const account = await injectWithLogin(ACCOUNTS.admin, { method: 'PUT', url: `/api/users/${anaId}/account`, payload: { email: SOPORTE.username } });
    assert.deepEqual(violation(account), [422, 'email', TEAM_MAILBOX]);
    const profile = await injectWithLogin(ACCOUNTS.admin, { method: 'PUT', url: `/api/users/${anaId}`, payload: { email: upper } });
    assert.deepEqual(violation(profile), [422, 'email', TEAM_MAILBOX]);
    const created = await injectWithLogin(ACCOUNTS.admin, { method: 'POST', url: '/api/userCreate', payload: { email: upper, name: 'Buzón' } });
    assert.deepEqual(violation(created), [422, 'email', TEAM_MAILBOX]);
    const [changes] = await query<{ count: number }>(sql`SELECT count(*)::int AS count FROM email_changes WHERE lower(new_email) = ${SOPORTE.username}`);
    assert.equal(changes?.count, 0);
    assert.equal((await query(sql`SELECT 1 FROM users WHERE lower(email) = ${SOPORTE.username}`)).length, 0);
  });

  test("no team mailbox takes an account's address", async () => {
    const [redes] = await query<{ id: number }>(sql`SELECT id FROM teams WHERE id <> ${teamId} AND NOT deleted ORDER BY id LIMIT 1`);
    assert.ok(redes);
    const response = await injectWithLogin(ACCOUNTS.admin, {
      method: 'PUT',
      url: `/api/teams/${redes.id}`,
      payload: { taskInboxUsername: ` ${ACCOUNTS.luis.toUpperCase()} `, taskInboxPassword: 'secreto-123' },
    });
    assert.deepEqual(violation(response), [422, 'taskInboxUsername', ACCOUNT_ADDRESS]);
    const [stored] = await query<{ username: string | null; sealed: string | null }>(
      sql`SELECT task_inbox_username AS username, task_inbox_password_encrypted AS sealed FROM teams WHERE id = ${redes.id}`,
    );
    assert.deepEqual(stored, { username: null, sealed: null });
  });
});
