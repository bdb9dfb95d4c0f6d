/**
 * The incoming task mailbox against a real IMAP server: Debian's Dovecot on a
 * free loopback port, with throwaway users and maildirs.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import sql from 'sql-template-tag';
import { ACCOUNTS } from '../../../test/helper.ts';
import { OTHER, passed, PNG, SOPORTE, startMailboxFixture, TRUSTED } from '../../../test/fixtures/task-mailbox-fixture.ts';
import { composeMail, dropMail, folderCounts } from '../../cli/mail-drop.ts';
import { readMail } from './mail-content.ts';
import { applyVerdict, verdictOn } from './mail-handling.ts';

const { app, injectWithLogin, dovecot, soporte, teamId, managerId, query, userId, deliver, read, tasksNamed, messagesOf, filesOf, panel } = await startMailboxFixture();
const noticesOf = async (email: string, title: string) =>
  (await query<{ count: number }>(sql`SELECT count(*)::int AS count FROM notifications WHERE user_id = ${await userId(email)} AND title = ${title}`))[0]?.count;

describe('incoming task mailbox (Dovecot)', () => {
  test('a plain mail from a portal user becomes a requested task, and the mail goes to Procesados, seen', async () => {
    const subject = await deliver({ from: ACCOUNTS.ana, text: 'La impresora de la planta 2 no imprime.' });
    const summary = await read();
    assert.equal(summary.tasks, 1);
    const [task] = await tasksNamed(subject);
    assert.ok(task);
    assert.deepEqual({ ...task, id: 0 }, { id: 0, status_id: 2, incident: true, email: ACCOUNTS.ana, created_by_id: await userId(ACCOUNTS.ana) });
    assert.deepEqual(await messagesOf(task.id), [{ message: 'La impresora de la planta 2 no imprime.', user_id: await userId(ACCOUNTS.ana) }]);
    assert.deepEqual(await folderCounts(soporte, ['INBOX', 'Procesados']), { INBOX: 0, Procesados: 1 });
    const state = await panel();
    assert.equal(state.status, 'ok');
    assert.ok(state.lastReadAt);
    assert.ok(state.tasksLast7Days >= 1);
  });

  test('a blank subject gives "Sin asunto"; an HTML-only mail gives its text, never its markup', async () => {
    await deliver({ from: ACCOUNTS.ana, subject: '', html: '<p>El <b>correo</b> no llega</p><script>alert(1)</script>' });
    await read();
    const [task] = await query<{ id: number }>(sql`SELECT id FROM tasks WHERE name = 'Sin asunto' AND team_id = ${teamId} ORDER BY id DESC LIMIT 1`);
    assert.ok(task);
    const [message] = await messagesOf(task.id);
    assert.equal(message?.message, 'El correo no llega');
  });

  test('two attachments: the allowed one becomes a file of the task, the refused one is named in a message', async () => {
    const subject = await deliver({
      from: ACCOUNTS.ana,
      text: 'Adjunto captura y programa.',
      attachments: [
        { filename: 'captura.png', content: PNG },
        { filename: 'programa.exe', content: Buffer.from('MZ\x90\x00binario') },
      ],
    });
    await read();
    const [task] = await tasksNamed(subject);
    assert.ok(task);
    assert.deepEqual(await filesOf(task.id), [{ name: 'captura.png', mime_type: 'image/png' }]);
    const messages = (await messagesOf(task.id)).map((message) => message.message);
    assert.equal(messages.length, 2);
    assert.match(messages[1] ?? '', /^No se adjuntó «programa\.exe»: Tipo de archivo no permitido/);
  });

  test('a reply with [#n] from someone who sees the task becomes a message on it; from a stranger, a new task', async () => {
    const subject = await deliver({ from: ACCOUNTS.ana, text: 'Primer correo.' });
    await read();
    const [task] = await tasksNamed(subject);
    assert.ok(task);
    const reply = `RE: [#${task.id}] ${subject}`;
    await deliver({ from: ACCOUNTS.ana, subject: reply, text: 'Sigue igual.', attachments: [{ filename: 'nueva.png', content: PNG }] });
    const strangerSubject = `[#${task.id}] quiero ver esta tarea`;
    await deliver({ from: ACCOUNTS.luis, subject: strangerSubject, text: '¿Qué pasa aquí?' });
    const summary = await read();
    assert.deepEqual({ tasks: summary.tasks, replies: summary.replies }, { tasks: 1, replies: 1 });
    assert.equal((await tasksNamed(reply)).length, 0);
    assert.deepEqual((await messagesOf(task.id)).map((message) => message.message), ['Primer correo.', 'Sigue igual.']);
    assert.deepEqual((await filesOf(task.id)).map((file) => file.name), ['nueva.png']);
    assert.equal((await tasksNamed(strangerSubject)).length, 1);
  });

  test('a sender without an account: accepted from an allowed domain, rejected from any other; the manager hears of the rejected once a day', async () => {
    const allowed = await deliver({ from: 'externo@filial.com', text: 'Soy de la filial.' });
    const refused = await deliver({ from: 'alguien@otra-empresa.com', text: 'Hola.' });
    const refusedAgain = await deliver({ from: 'otro@otra-empresa.com', text: 'Hola otra vez.' });
    const before = await folderCounts(soporte, ['Rechazados']);
    const summary = await read();
    assert.equal(summary.rejected, 2);
    const [task] = await tasksNamed(allowed);
    assert.ok(task);
    assert.equal(task.email, 'externo@filial.com');
    assert.equal(task.created_by_id, null);
    assert.match((await messagesOf(task.id))[0]?.message ?? '', /^Correo de externo@filial.com:\n\nSoy de la filial\.$/);
    assert.equal((await tasksNamed(refused)).length + (await tasksNamed(refusedAgain)).length, 0);
    assert.equal((await folderCounts(soporte, ['Rechazados'])).Rechazados, (before.Rechazados ?? 0) + 2);
    const [notice] = await query<{ message: string }>(
      sql`SELECT message FROM notifications WHERE user_id = ${managerId} AND title = 'Correos rechazados en el buzón de tareas' ORDER BY id DESC`,
    );
    assert.equal(notice?.message, 'El buzón del equipo Soporte rechazó 2 correos (carpeta Rechazados).');
    await deliver({ from: 'tercero@otra-empresa.com', text: 'Y otro.' });
    await read();
    assert.equal(await noticesOf(ACCOUNTS.supportTeamManager, 'Correos rechazados en el buzón de tareas'), 1, 'one notice a day');
    // The address a task was requested from may answer on it, though it has no account.
    await deliver({ from: 'externo@filial.com', subject: `RE: [#${task.id}] ${allowed}`, text: 'Ya funciona.' });
    assert.equal((await read()).replies, 1);
    assert.equal((await messagesOf(task.id)).at(-1)?.message, 'Correo de externo@filial.com:\n\nYa funciona.');
    const log = (await panel()).log as { outcome: string; reason: string | null; sender: string }[];
    assert.ok(log.some((entry) => entry.outcome === 'rejected' && entry.reason === 'Remitente no permitido: alguien@otra-empresa.com'));
  });

  test("a mail the receiving server did not vouch for speaks for nobody: a new requested task that says 'Remitente no verificado', never a message by the From's account", async () => {
    const [task] = await query<{ id: number }>(sql`SELECT id FROM tasks WHERE team_id = ${teamId} AND NOT deleted ORDER BY id LIMIT 1`);
    assert.ok(task);
    const messagesBefore = (await messagesOf(task.id)).length;
    const forgeries = {
      'no header': [],
      'another server': [`mx.otra-empresa.com; dmarc=pass header.from=empresa.es`],
      'a pass written below the trusted server': [`${TRUSTED}; dmarc=fail header.from=empresa.es; spf=none`, passed(ACCOUNTS.admin)],
      'a pass for another domain': [`${TRUSTED}; dmarc=pass header.from=otra-empresa.com; dkim=pass header.d=otra-empresa.com`],
      'a pass in a comment': [`${TRUSTED}; dmarc=fail (dmarc=pass header.from=empresa.es) header.from=empresa.es`],
    };
    const subjects: Record<string, string> = {};
    for (const [name, authenticationResults] of Object.entries(forgeries)) {
      subjects[name] = await deliver({ from: ACCOUNTS.admin, subject: `Re: [#${task.id}] ${name} ${Date.now()}`, text: 'Cierren la tarea.', authenticationResults });
    }
    const summary = await read();
    assert.deepEqual({ tasks: summary.tasks, replies: summary.replies }, { tasks: 5, replies: 0 });
    assert.equal((await messagesOf(task.id)).length, messagesBefore, 'no message on the task the subject names');
    const admin = await userId(ACCOUNTS.admin);
    for (const [name, subject] of Object.entries(subjects)) {
      const [created] = await tasksNamed(subject);
      assert.ok(created, name);
      assert.equal(created.email, ACCOUNTS.admin, name);
      assert.equal(created.created_by_id, null, `${name}: not requested by the admin's account`);
      const [message] = await messagesOf(created.id);
      assert.notEqual(message?.user_id, admin, name);
      assert.equal(message?.message, 'Correo de admin@empresa.es (Remitente no verificado):\n\nCierren la tarea.', name);
    }
  });

  test('banned and deleted people act through mail not at all, even when the server vouches for them', async () => {
    const banned = 'bloqueado.buzon@empresa.es';
    const [row] = await query<{ id: number }>(sql`INSERT INTO users (email, name, password_hash, banned, ban_reason) VALUES (${banned}, 'Bloqueado', '', true, 'Prueba') RETURNING id`);
    assert.ok(row);
    await query(sql`INSERT INTO user_teams (user_id, team_id) VALUES (${row.id}, ${teamId})`);
    const [deleted] = await query<{ email: string }>(sql`SELECT email FROM users WHERE deleted ORDER BY id LIMIT 1`);
    assert.ok(deleted);
    const subjects = [await deliver({ from: banned, text: 'Sigo aquí.' }), await deliver({ from: deleted.email, text: 'Y yo.' })];
    const summary = await read();
    assert.deepEqual({ tasks: summary.tasks, rejected: summary.rejected }, { tasks: 0, rejected: 2 });
    for (const subject of subjects) assert.equal((await tasksNamed(subject)).length, 0, subject);
    const log = (await panel()).log as { outcome: string; reason: string | null }[];
    assert.ok(log.some((entry) => entry.reason === `Remitente no permitido: ${banned}`));
  });

  test('an unparsable mail is moved to Rechazados with its reason in the panel log', async () => {
    await dropMail(soporte, 'esto no es un correo\r\n\r\n\u0000\u0001');
    const summary = await read();
    assert.equal(summary.rejected, 1);
    const [entry] = (await panel()).log as { outcome: string; reason: string }[];
    assert.deepEqual([entry?.outcome, entry?.reason], ['rejected', 'El correo no se pudo leer: no tiene un remitente válido.']);
    assert.equal((await folderCounts(soporte, ['INBOX'])).INBOX, 0);
  });

  test('stopped between creating the task and moving the mail: the next read only moves it', async () => {
    const subject = `Interrumpido ${Date.now()}`;
    const raw = await composeMail({ from: ACCOUNTS.ana, to: SOPORTE.username, subject, text: 'Una vez.', headers: { 'Authentication-Results': passed(ACCOUNTS.ana) } });
    await dropMail(soporte, raw);
    // What a read does before the move, as a read cut short after its transaction committed.
    const repository = app.taskMailboxes;
    const mailboxTeam = await repository.team(teamId);
    assert.ok(mailboxTeam);
    const mail = await readMail(raw, TRUSTED);
    await applyVerdict(app, repository, mailboxTeam, mail, await verdictOn(app, repository, mailboxTeam, mail));
    assert.equal((await tasksNamed(subject)).length, 1);
    const summary = await read();
    assert.deepEqual({ tasks: summary.tasks, moved: summary.moved }, { tasks: 0, moved: 1 });
    assert.equal((await tasksNamed(subject)).length, 1);
    assert.equal((await folderCounts(soporte, ['INBOX'])).INBOX, 0);
  });

  test('two reads at once: one reads, the other finds the mailbox taken', async () => {
    const subjects = [];
    for (let n = 0; n < 5; n += 1) subjects.push(await deliver({ from: ACCOUNTS.ana, text: `Correo ${n}` }));
    const results = await Promise.all([read(), read()]);
    assert.equal(results.filter((result) => result.skipped === 'busy').length, 1);
    for (const subject of subjects) assert.equal((await tasksNamed(subject)).length, 1, subject);
  });

  test('a wrong password: the panel shows the error, the manager is told once, other mailboxes go on, a new password recovers', async () => {
    const [redes] = await query<{ id: number }>(sql`SELECT id FROM teams WHERE name <> 'Soporte' AND NOT deleted ORDER BY id LIMIT 1`);
    assert.ok(redes);
    const otherSet = await injectWithLogin(ACCOUNTS.admin, { method: 'PUT', url: `/api/teams/${redes.id}`, payload: { taskInboxUsername: OTHER.username, taskInboxPassword: OTHER.password } });
    assert.equal(otherSet.statusCode, 200, otherSet.body);
    const wrong = await injectWithLogin(ACCOUNTS.admin, { method: 'PUT', url: `/api/teams/${teamId}`, payload: { taskInboxPassword: 'equivocada' } });
    assert.equal(wrong.statusCode, 200, wrong.body);

    await read();
    await read();
    const state = await panel();
    assert.equal(state.status, 'error');
    assert.equal(state.lastError, 'Error: no se pudo iniciar sesión en el buzón');
    assert.ok(state.nextAttemptAt, 'retried later, with backoff');
    assert.equal(await noticesOf(ACCOUNTS.supportTeamManager, 'Error en el buzón de tareas'), 1);
    const reader = app.mailboxReader;
    assert.ok(reader);
    assert.deepEqual(await reader.readTeam(teamId), { skipped: 'waiting', tasks: 0, replies: 0, rejected: 0, moved: 0 });
    const tested = await injectWithLogin(ACCOUNTS.admin, { method: 'POST', url: `/api/task_mailboxes/${teamId}/test` });
    assert.deepEqual([tested.json().ok, tested.json().message], [false, 'Authentication failed.']);

    const otherSubject = await deliver({ from: ACCOUNTS.ana, text: 'Para Redes.' }, { url: dovecot.url, ...OTHER });
    assert.equal((await read(redes.id)).tasks, 1);
    assert.equal((await query(sql`SELECT id FROM tasks WHERE name = ${otherSubject} AND team_id = ${redes.id}`)).length, 1);

    const fixed = await injectWithLogin(ACCOUNTS.admin, { method: 'PUT', url: `/api/teams/${teamId}`, payload: { taskInboxPassword: SOPORTE.password } });
    assert.equal(fixed.statusCode, 200);
    await app.mailboxReader?.readTeam(teamId);
    assert.equal((await panel()).status, 'ok');
    const ok = await injectWithLogin(ACCOUNTS.admin, { method: 'POST', url: `/api/task_mailboxes/${teamId}/test` });
    assert.deepEqual([ok.json().ok, ok.json().message], [true, 'Conexión correcta']);
  });

  test('the server stopped: the error is kept; started again, the waiting mail is read', async () => {
    const subject = await deliver({ from: ACCOUNTS.ana, text: 'Durante la parada.' });
    await dovecot.stop();
    try {
      await read();
      const state = await panel();
      assert.equal(state.status, 'error');
      assert.match(state.lastError, /^Error: no se pudo conectar con el servidor de correo/);
      assert.ok(state.lastReadAt, 'the last good read stays shown');
    } finally {
      await dovecot.start();
    }
    assert.equal((await read()).tasks, 1);
    assert.equal((await tasksNamed(subject)).length, 1);
    assert.equal((await panel()).status, 'ok');
  });

  test('only those who administer the team see its mailbox panel', async () => {
    for (const email of [ACCOUNTS.ana, ACCOUNTS.luis]) {
      const response = await injectWithLogin(email, { method: 'GET', url: `/api/task_mailboxes/${teamId}` });
      assert.equal(response.statusCode, 403, email);
      assert.equal((await injectWithLogin(email, { method: 'POST', url: `/api/task_mailboxes/${teamId}/test` })).statusCode, 403, email);
    }
    assert.equal((await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: '/api/task_mailboxes/999999' })).statusCode, 404);
  });
});
