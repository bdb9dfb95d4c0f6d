/**
 * Two API instances on one PostgreSQL, both running their job runners and
 * reading the same Dovecot mailbox every second: every mail becomes exactly
 * one task. PGlite has a single connection, so this runs on PostgreSQL only
 * (`sh scripts/test-api-postgres.sh src/features/task-mailbox/task-mailbox-instances.test.ts`).
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import sql from 'sql-template-tag';
import { DEMO_INBOX } from '../../core/db/seed/demo-accounts.ts';
import { testConfig } from '../../../test/helper.ts';
import { freshTestDatabase } from '../../../test/test-database.ts';
import { waitFor } from '../../../test/wait-for.ts';
import { buildApp, prepareDatabase } from '../../app.ts';
import { startDovecot } from '../../cli/dovecot.ts';
import { composeMail, dropMail, folderCounts } from '../../cli/mail-drop.ts';

const SOPORTE = DEMO_INBOX;
const MAILS = 40;

test('two instances reading one mailbox together create each task once', { skip: process.env.DATABASE_URL ? false : 'DATABASE_URL is not set' }, async () => {
  const dovecot = await startDovecot([SOPORTE]);
  const database = await freshTestDatabase(testConfig);
  const apps: FastifyInstance[] = [];
  after(async () => {
    for (const app of apps) await app.close();
    await database.remove();
    await dovecot.remove();
  });
  const mailbox = { url: dovecot.url, ...SOPORTE };
  const subjects = Array.from({ length: MAILS }, (_, n) => `Dos instancias ${n} ${Date.now()}`);
  const mails = await Promise.all(subjects.map((subject) => composeMail({ from: 'ana.garcia@empresa.es', to: SOPORTE.username, subject, text: subject })));
  await dropMail(mailbox, ...mails);

  // Every mail comes from one sender: the hourly limit per sender is not what this checks.
  const config = {
    ...testConfig(database.dataDir),
    databaseUrl: database.databaseUrl,
    taskInboxImapUrl: dovecot.url,
    taskInboxPollSeconds: 1,
    taskInboxSenderHourlyLimit: MAILS,
    runJobs: true,
    jobPollMs: 50,
  };
  for (let n = 0; n < 2; n += 1) {
    const app = await buildApp(config, await prepareDatabase(config));
    apps.push(app);
  }
  await Promise.all(apps.map((app) => app.ready()));
  const [first] = apps;
  assert.ok(first);

  await waitFor(async () => (await folderCounts(mailbox, ['INBOX'])).INBOX === 0, 60_000, 'the mailbox drained');
  const rows = await first.db.query<{ name: string; count: number }>(
    sql`SELECT name, count(*)::int AS count FROM tasks WHERE name = ANY(${subjects}) GROUP BY name`,
  );
  assert.equal(rows.length, MAILS);
  assert.deepEqual(rows.filter((row) => row.count !== 1), []);
  const [recorded] = await first.db.query<{ count: number }>(sql`SELECT count(*)::int AS count FROM task_mailbox_messages WHERE outcome = 'task'`);
  assert.equal(recorded?.count, MAILS);
  assert.equal((await folderCounts(mailbox, ['Procesados'])).Procesados, MAILS);
});
