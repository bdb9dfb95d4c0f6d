import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sql from 'sql-template-tag';
import type { AppConfig } from '../../core/config.ts';
import type { SecretBox } from '../../core/security/secret-box.ts';
import { createMailboxReader, type MailboxReader } from './mailbox-reader.ts';
import { createTaskMailboxRepository, type TaskMailboxRepository } from './task-mailbox-repository.ts';

export const READ_MAILBOX_JOB = 'task-mailbox-read';

declare module 'fastify' {
  interface FastifyInstance {
    taskMailboxes: TaskMailboxRepository;
    /** Null when the portal has no incoming mail server (`TASK_INBOX_IMAP_URL` empty). */
    mailboxReader: MailboxReader | null;
  }
}

export type TaskMailboxOptions = {
  config: Pick<AppConfig, 'taskInboxImapUrl' | 'taskInboxPollSeconds' | 'taskInboxSenderHourlyLimit' | 'taskInboxTrustedAuthserv' | 'runJobs'>;
  secretBox: SecretBox;
};

/**
 * Every `TASK_INBOX_POLL_SECONDS`, each instance queues one read job per team
 * mailbox for the current period; the job's dedupe key makes it one job
 * however many instances queue it, and the job runner runs one job at a time
 * per instance. The reader's lease keeps a slow read from overlapping the next.
 */
export default fp(
  async (app: FastifyInstance, { config, secretBox }: TaskMailboxOptions) => {
    const repository = createTaskMailboxRepository(app.db);
    app.decorate('taskMailboxes', repository);
    const imapUrl = config.taskInboxImapUrl;
    const pollSeconds = config.taskInboxPollSeconds;
    const reader = imapUrl
      ? createMailboxReader(app, {
          imapUrl,
          pollSeconds,
          trustedAuthserv: config.taskInboxTrustedAuthserv,
          senderHourlyLimit: config.taskInboxSenderHourlyLimit,
          secretBox,
          repository,
        })
      : null;
    app.decorate('mailboxReader', reader);
    if (!reader) return;

    app.jobs.handle(READ_MAILBOX_JOB, async (job) => {
      await reader.readTeam(Number(job.payload.teamId));
    });

    async function queueReads(): Promise<void> {
      const period = Math.floor(Date.now() / (pollSeconds * 1000));
      // Read before the transaction: PGlite has one connection, and a query outside an open transaction would wait for it.
      const teamIds = await repository.teamsWithMailbox();
      await app.db.transaction(async (tx) => {
        for (const teamId of teamIds) {
          await app.jobs.enqueue(tx, READ_MAILBOX_JOB, { teamId }, { dedupeKey: `${teamId}:${period}`, maxAttempts: 1 });
        }
        // A read a minute is no history worth keeping for the job runner's month.
        await tx.query(sql`DELETE FROM jobs WHERE kind = ${READ_MAILBOX_JOB} AND status = 'done' AND finished_at < now() - interval '1 hour'`);
      });
    }

    let timer: NodeJS.Timeout | undefined;
    const tick = () => {
      queueReads()
        .catch((error) => app.log.error({ err: error }, 'queueing mailbox reads failed'))
        .finally(() => {
          if (timer) timer = setTimeout(tick, pollSeconds * 1000);
        });
    };
    if (config.runJobs) {
      app.addHook('onReady', async () => {
        timer = setTimeout(tick, 0);
      });
      app.addHook('preClose', async () => {
        clearTimeout(timer);
        timer = undefined;
      });
    }
  },
  { name: 'task-mailbox-reader', dependencies: ['db', 'jobs', 'mailer', 'notifications', 'file-storage', 'media-objects-repository', 'authorization', 'live-updates'] },
);
