/**
 * Mail the database cannot take as it came (a NUL, a Message-ID beyond the
 * index row limit, any other refusal) never stops a team's mailbox: it is
 * cleaned and bounded, or set aside in Rechazados, and the next mail is read.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import sql from 'sql-template-tag';
import { ACCOUNTS } from '../../../test/helper.ts';
import { passed, SOPORTE, startMailboxFixture } from '../../../test/fixtures/task-mailbox-fixture.ts';
import { dropMail, folderCounts } from '../../cli/mail-drop.ts';

const { soporte, query, deliver, read, tasksNamed, messagesOf, panel } = await startMailboxFixture();

/** A mail written byte by byte, as a sender's own software may write it. */
const rawMail = (headers: Record<string, string>, body: string) =>
  `${Object.entries({ From: ACCOUNTS.ana, To: SOPORTE.username, 'Authentication-Results': passed(ACCOUNTS.ana), ...headers })
    .map(([key, value]) => `${key}: ${value}`)
    .join('\r\n')}\r\n\r\n${body}\r\n`;

describe('mail the database cannot take as it came', () => {
  test('a NUL in the subject and the text is cleaned: the mail becomes a task, and the mail after it is read in the same pass', async () => {
    const encoded = { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Transfer-Encoding': 'quoted-printable' };
    await dropMail(soporte, rawMail({ Subject: '=?UTF-8?B?RmFjdHVyYQBwZW5kaWVudGU=?=', 'Message-ID': `<nul-${Date.now()}@empresa.es>`, ...encoded }, 'Importe=00 pendiente=07.'));
    const next = await deliver({ from: ACCOUNTS.ana, text: 'Enviado justo después.' });
    const summary = await read();
    assert.deepEqual({ tasks: summary.tasks, rejected: summary.rejected }, { tasks: 2, rejected: 0 });
    const [task] = await tasksNamed('Factura pendiente');
    assert.ok(task, 'the subject without its NUL');
    assert.deepEqual((await messagesOf(task.id)).map((message) => message.message), ['Importe pendiente.']);
    assert.equal((await tasksNamed(next)).length, 1);
    assert.equal((await folderCounts(soporte, ['INBOX'])).INBOX, 0);
    assert.equal((await panel()).status, 'ok');
  });

  test('a Message-ID beyond the index row limit is bounded: the mail becomes one task however often it arrives', async () => {
    const subject = `Identificador largo ${Date.now()}`;
    const raw = rawMail({ Subject: subject, 'Message-ID': `<${'x'.repeat(3000)}@empresa.es>` }, 'Un identificador enorme.');
    await dropMail(soporte, raw, raw);
    const summary = await read();
    assert.deepEqual({ tasks: summary.tasks, moved: summary.moved }, { tasks: 1, moved: 2 });
    assert.equal((await tasksNamed(subject)).length, 1);
    const [stored] = await query<{ length: number }>(sql`SELECT max(length(message_id))::int AS length FROM task_mailbox_messages`);
    assert.ok((stored?.length ?? 0) <= 255, `${stored?.length} characters stored`);
  });

  test('a mail the database refuses goes to Rechazados with its reason, and the read goes on with the next', async () => {
    const refusedName = `Rechazada por la base ${Date.now()}`;
    // Any refusal nobody foresaw, here a rule the database was given for this test.
    await query(sql`ALTER TABLE tasks ADD CONSTRAINT test_refused_name CHECK (name NOT LIKE 'Rechazada por la base%') NOT VALID`);
    try {
      const before = (await folderCounts(soporte, ['Rechazados'])).Rechazados ?? 0;
      await deliver({ from: ACCOUNTS.ana, subject: refusedName, text: 'La base no la acepta.' });
      const next = await deliver({ from: ACCOUNTS.ana, text: 'Detrás de la rechazada.' });
      const summary = await read();
      assert.deepEqual({ tasks: summary.tasks, rejected: summary.rejected, moved: summary.moved }, { tasks: 1, rejected: 1, moved: 2 });
      assert.equal((await tasksNamed(next)).length, 1);
      assert.equal((await tasksNamed(refusedName)).length, 0);
      assert.deepEqual(await folderCounts(soporte, ['INBOX', 'Rechazados']), { INBOX: 0, Rechazados: before + 1 });
      const state = await panel();
      assert.equal(state.status, 'ok', 'not a connection problem');
      const entry = (state.log as { outcome: string; subject: string; reason: string }[]).find((one) => one.subject === refusedName);
      assert.deepEqual([entry?.outcome, entry?.reason], ['rejected', 'El correo no se pudo guardar en el portal.']);
    } finally {
      await query(sql`ALTER TABLE tasks DROP CONSTRAINT test_refused_name`);
    }
  });
});
