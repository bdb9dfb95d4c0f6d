/**
 * The job runner reads the mailboxes on its own, every `TASK_INBOX_POLL_SECONDS`,
 * on whichever database the API runs (PGlite's single connection included).
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import sql from 'sql-template-tag';
import { buildTestApp } from '../../../test/helper.ts';
import { waitFor } from '../../../test/wait-for.ts';
import { startDovecot } from '../../cli/dovecot.ts';
import { composeMail, dropMail } from '../../cli/mail-drop.ts';
import { DEMO_INBOX } from '../../core/db/seed/demo-accounts.ts';

test('a mail waiting in the mailbox becomes a task without anyone asking', { timeout: 30_000 }, async () => {
  const dovecot = await startDovecot([DEMO_INBOX]);
  after(() => dovecot.remove());
  const { app } = await buildTestApp({ taskInboxImapUrl: dovecot.url, taskInboxPollSeconds: 1, runJobs: true, jobPollMs: 50 });
  const subject = `Sin intervención ${Date.now()}`;
  await dropMail({ url: dovecot.url, ...DEMO_INBOX }, await composeMail({ from: 'ana.garcia@empresa.es', to: DEMO_INBOX.username, subject, text: 'Hola.' }));
  await waitFor(async () => (await app.db.query(sql`SELECT 1 FROM tasks WHERE name = ${subject}`)).length === 1, 20_000, 'the task');
  assert.equal((await app.inject({ method: 'GET', url: '/api/health' })).statusCode, 200);
});
