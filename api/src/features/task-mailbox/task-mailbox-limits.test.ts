/**
 * What bounds the task mailbox's work and its use as a tool: logins tested
 * from the panel per team and hour, counted in the database; attachments
 * within the daily upload quota; accepted mails per sender and hour; mails
 * per read.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import sql from 'sql-template-tag';
import { ACCOUNTS } from '../../../test/helper.ts';
import { OTHER, PNG, startMailboxFixture } from '../../../test/fixtures/task-mailbox-fixture.ts';
import { composeMail, dropMail, folderCounts } from '../../cli/mail-drop.ts';
import { READ_BATCH } from './mailbox-reader.ts';
import { CONNECTION_TESTS_PER_HOUR } from './task-mailbox-routes.ts';
import { createTaskMailboxRepository } from './task-mailbox-repository.ts';

const SENDER_HOURLY_LIMIT = 3;
const { app, injectWithLogin, soporte, teamId, query, deliver, read, tasksNamed, messagesOf, filesOf, panel } = await startMailboxFixture({
  uploadQuota: { files: 2, bytes: 1024 * 1024 },
  taskInboxSenderHourlyLimit: SENDER_HOURLY_LIMIT,
});

const testLogin = (email: string, id = teamId) => injectWithLogin(email, { method: 'POST', url: `/api/task_mailboxes/${id}/test` });

describe('task mailbox limits', () => {
  test('a team mailbox is tested at most 5 times an hour, whoever asks, on any instance; other teams are not held back', async () => {
    assert.equal(CONNECTION_TESTS_PER_HOUR, 5);
    for (let n = 0; n < CONNECTION_TESTS_PER_HOUR; n += 1) {
      const response = await testLogin(n % 2 === 0 ? ACCOUNTS.admin : ACCOUNTS.techManager);
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json().ok, true);
    }
    const refused = await testLogin(ACCOUNTS.redesManager);
    assert.equal(refused.statusCode, 429);
    assert.match(String(refused.headers['content-type']), /^application\/ld\+json/);
    assert.equal(refused.json().error, 'Demasiadas pruebas de conexión de este buzón. Inténtelo de nuevo más tarde.');
    const retryAfter = Number(refused.headers['retry-after']);
    assert.ok(retryAfter > 3500 && retryAfter <= 3600, `Retry-After ${retryAfter}`);
    // Another instance counts in the same table: it refuses too.
    assert.ok(await createTaskMailboxRepository(app.db).takeConnectionTest(teamId, CONNECTION_TESTS_PER_HOUR));

    const [redes] = await query<{ id: number }>(sql`SELECT id FROM teams WHERE id <> ${teamId} AND NOT deleted ORDER BY id LIMIT 1`);
    assert.ok(redes);
    const set = await injectWithLogin(ACCOUNTS.admin, { method: 'PUT', url: `/api/teams/${redes.id}`, payload: { taskInboxUsername: OTHER.username, taskInboxPassword: OTHER.password } });
    assert.equal(set.statusCode, 200, set.body);
    assert.equal((await testLogin(ACCOUNTS.admin, redes.id)).json().ok, true);
  });

  test("attachments count against the daily upload quota of whoever the files are attributed to, as any upload", async () => {
    const png = (name: string, padding = 0) => ({ filename: name, content: Buffer.concat([PNG, Buffer.alloc(padding)]) });
    const first = await deliver({ from: ACCOUNTS.ana, text: 'Tres capturas.', attachments: [png('a.png'), png('b.png'), png('c.png')] });
    const second = await deliver({ from: ACCOUNTS.ana, text: 'Otra más.', attachments: [png('d.png')] });
    const large = await deliver({ from: ACCOUNTS.luis, text: 'Dos grandes.', attachments: [png('grande-1.png', 700 * 1024), png('grande-2.png', 700 * 1024)] });
    assert.equal((await read()).tasks, 3);
    const filesRefused = 'Ha alcanzado el límite de 2 archivos subidos en 24 horas. Inténtelo de nuevo más tarde.';
    const bytesRefused = 'Ha alcanzado el límite de 1 MB subidos en 24 horas. Inténtelo de nuevo más tarde.';
    const outcome = async (subject: string) => {
      const [task] = await tasksNamed(subject);
      assert.ok(task, subject);
      return { files: (await filesOf(task.id)).map((file) => file.name), messages: (await messagesOf(task.id)).map((message) => message.message).slice(1) };
    };
    assert.deepEqual(await outcome(first), { files: ['a.png', 'b.png'], messages: [`No se adjuntó «c.png»: ${filesRefused}`] });
    assert.deepEqual(await outcome(second), { files: [], messages: [`No se adjuntó «d.png»: ${filesRefused}`] });
    assert.deepEqual(await outcome(large), { files: ['grande-1.png'], messages: [`No se adjuntó «grande-2.png»: ${bytesRefused}`] });
    const [stored] = await query<{ count: number }>(sql`SELECT count(*)::int AS count FROM media_objects WHERE created_by_id IN (SELECT id FROM users WHERE email IN (${ACCOUNTS.ana}, ${ACCOUNTS.luis}))`);
    assert.equal(stored?.count, 3);
  });

  test('one sender has at most the hourly limit of mails accepted per team; later ones go to Rechazados with the reason, other senders go on', async () => {
    const sender = 'insistente@filial.com';
    // Forged in the sender's name (nobody vouches for them): they use up a limit of their own.
    const forged = [];
    for (let n = 0; n <= SENDER_HOURLY_LIMIT; n += 1) forged.push(await deliver({ from: sender, text: `Falso ${n}.`, authenticationResults: [] }));
    const accepted = [];
    for (let n = 0; n < SENDER_HOURLY_LIMIT; n += 1) accepted.push(await deliver({ from: sender, text: `Correo ${n}.` }));
    const over = await deliver({ from: sender, text: 'Uno más.' });
    const other = await deliver({ from: 'otra@filial.com', text: 'Yo también.' });
    const summary = await read();
    assert.deepEqual({ tasks: summary.tasks, rejected: summary.rejected }, { tasks: 2 * SENDER_HOURLY_LIMIT + 1, rejected: 2 });
    for (const subject of [...forged.slice(0, SENDER_HOURLY_LIMIT), ...accepted, other]) assert.equal((await tasksNamed(subject)).length, 1, subject);
    assert.equal((await tasksNamed(forged.at(-1) ?? '')).length, 0);
    assert.equal((await tasksNamed(over)).length, 0);
    const entry = ((await panel()).log as { subject: string; outcome: string; reason: string | null }[]).find((one) => one.subject === over);
    assert.deepEqual([entry?.outcome, entry?.reason], ['rejected', `Demasiados correos de ${sender}: más de ${SENDER_HOURLY_LIMIT} en una hora`]);
  });

  test(`a read handles at most ${READ_BATCH} mails; the rest waits for the next read`, async () => {
    const waiting = READ_BATCH + 1;
    const raws = [];
    for (let n = 0; n < waiting; n += 1) raws.push(await composeMail({ from: `desconocido${n}@otra-empresa.com`, to: soporte.username, subject: `Lote ${n}`, text: 'Hola.' }));
    await dropMail(soporte, ...raws);
    const first = await read();
    assert.equal(first.moved, READ_BATCH);
    assert.equal((await folderCounts(soporte, ['INBOX'])).INBOX, waiting - READ_BATCH);
    const second = await read();
    assert.equal(second.moved, waiting - READ_BATCH);
    assert.equal((await folderCounts(soporte, ['INBOX'])).INBOX, 0);
  });
});
