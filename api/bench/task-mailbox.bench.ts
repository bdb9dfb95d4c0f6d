/**
 * The incoming task mailbox against Dovecot (Debian's `dovecot-imapd`), on a
 * copy of the demo database:
 *
 * - `mailbox-arrival-to-task-median-seconds`: 20 mails dropped one by one
 *   into Soporte's mailbox while the API runs its jobs with
 *   `TASK_INBOX_POLL_SECONDS=5` (the portal's demo setting); each is timed
 *   from its APPEND to its task being committed, the moment the board's live
 *   update goes out. Half the poll interval is its expected share. Budget 5 s.
 * - `mailbox-drain-1000-seconds` and `mailbox-drain-1000-growth-mb`: 1,000
 *   unread mails waiting (one in ten with a small attachment), read by one
 *   reader in back-to-back reads of `READ_BATCH` mails until none is left; the
 *   growth is the peak resident memory of this process during the reads over
 *   its memory just before (the API with its embedded database,
 *   `mailbox-drain-baseline-mb`). Budgets 120 s and 150 MB.
 *
 * All mail comes from two senders, so the per-sender hourly limit is raised
 * past what is sent: the benchmark times reading, not that limit.
 */
import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import sql from 'sql-template-tag';
import { printBenchLines } from '../../scripts/bench/report-line.mjs';
import { copyOfSeededDatabase, testConfig } from '../test/helper.ts';
import { buildApp, prepareDatabase } from '../src/app.ts';
import { startDovecot } from '../src/cli/dovecot.ts';
import { composeMail, dropMail, folderCounts } from '../src/cli/mail-drop.ts';
import { DEMO_AUTHSERV, DEMO_INBOX } from '../src/core/db/seed/demo-accounts.ts';
import { READ_BATCH } from '../src/features/task-mailbox/mailbox-reader.ts';

const ARRIVALS = 20;
const WAITING = 1000;

/** Every mail is vouched for by the receiving server, as in production: the benchmark times the portal users' path. */
const VOUCHED = { 'Authentication-Results': `${DEMO_AUTHSERV}; dmarc=pass header.from=empresa.es` };

const dovecot = await startDovecot([DEMO_INBOX]);
const mailbox = { url: dovecot.url, ...DEMO_INBOX };
const dataDir = await copyOfSeededDatabase();

async function startApi(overrides: { runJobs: boolean; pollSeconds: number }): Promise<FastifyInstance> {
  const config = {
    ...testConfig(dataDir),
    taskInboxImapUrl: dovecot.url,
    taskInboxPollSeconds: overrides.pollSeconds,
    taskInboxTrustedAuthserv: DEMO_AUTHSERV,
    taskInboxSenderHourlyLimit: ARRIVALS + WAITING,
    runJobs: overrides.runJobs,
    jobPollMs: 200,
  };
  const app = await buildApp(config, await prepareDatabase(config));
  await app.ready();
  return app;
}

const taskExists = async (app: FastifyInstance, name: string) =>
  (await app.db.query(sql`SELECT 1 FROM tasks WHERE name = ${name}`)).length > 0;

async function arrivalToTask(): Promise<number> {
  const app = await startApi({ runJobs: true, pollSeconds: 5 });
  const seconds: number[] = [];
  try {
    for (let n = 0; n < ARRIVALS; n += 1) {
      const subject = `Llegada ${n} ${Date.now()}`;
      const raw = await composeMail({ from: 'ana.garcia@empresa.es', to: DEMO_INBOX.username, subject, text: 'Medida.', headers: VOUCHED });
      // Mails arrive at any moment of the poll period, not in step with it.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5000));
      const dropped = performance.now();
      await dropMail(mailbox, raw);
      while (!(await taskExists(app, subject))) await new Promise((resolve) => setTimeout(resolve, 20));
      seconds.push((performance.now() - dropped) / 1000);
    }
  } finally {
    await app.close();
  }
  seconds.sort((a, b) => a - b);
  return ((seconds[ARRIVALS / 2 - 1] ?? 0) + (seconds[ARRIVALS / 2] ?? 0)) / 2;
}

async function drainWaiting(): Promise<{ seconds: number; baselineMb: number; growthMb: number }> {
  const attachment = { filename: 'registro.txt', content: Buffer.from('línea de registro\n'.repeat(200)) };
  const raws = [];
  for (let n = 0; n < WAITING; n += 1) {
    raws.push(
      await composeMail({
        from: n % 3 === 0 ? 'luis.martin@empresa.es' : 'ana.garcia@empresa.es',
        to: DEMO_INBOX.username,
        subject: `Pendiente ${n}`,
        text: `Correo ${n} de la cola.`,
        attachments: n % 10 === 0 ? [attachment] : [],
        headers: VOUCHED,
      }),
    );
  }
  await dropMail(mailbox, ...raws);
  const app = await startApi({ runJobs: false, pollSeconds: 60 });
  try {
    const [soporte] = await app.db.query<{ id: number }>(sql`SELECT id FROM teams WHERE name = 'Soporte'`);
    const reader = app.mailboxReader;
    if (!soporte || !reader) throw new Error('No Soporte team or no reader');
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 50);
    const started = performance.now();
    let tasks = 0;
    try {
      // A read that handled a whole batch may have left mail behind; one that handled less emptied the inbox.
      for (let moved = READ_BATCH; moved === READ_BATCH; ) {
        const summary = await reader.readTeam(soporte.id, { force: true });
        tasks += summary.tasks;
        moved = summary.moved;
      }
    } finally {
      clearInterval(sampler);
    }
    const seconds = (performance.now() - started) / 1000;
    const left = (await folderCounts(mailbox, ['INBOX'])).INBOX;
    if (tasks !== WAITING || left !== 0) throw new Error(`Drained ${tasks} tasks, ${left} mails left`);
    const mb = (bytes: number) => bytes / 1024 / 1024;
    return { seconds, baselineMb: mb(baseline), growthMb: mb(peak - baseline) };
  } finally {
    await app.close();
  }
}

try {
  const median = await arrivalToTask();
  const drain = await drainWaiting();
  printBenchLines([
    { name: 'mailbox-arrival-to-task-median-seconds', value: median, unit: 's', budget: 5, better: 'lower', digits: 2 },
    { name: 'mailbox-drain-1000-seconds', value: drain.seconds, unit: 's', budget: 120, better: 'lower' },
    { name: 'mailbox-drain-1000-growth-mb', value: drain.growthMb, unit: 'MB', budget: 150, better: 'lower', digits: 0 },
    { name: 'mailbox-drain-baseline-mb', value: drain.baselineMb, unit: 'MB', digits: 0 },
  ]);
} finally {
  await dovecot.remove();
  await rm(dataDir, { recursive: true, force: true });
}
