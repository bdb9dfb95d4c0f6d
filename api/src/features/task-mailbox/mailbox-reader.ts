import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ImapFlow } from 'imapflow';
import type { Queryable } from '../../core/db/database.ts';
import { iri } from '../../core/json-ld/json-ld.ts';
import { audience } from '../../core/live-updates/audiences.ts';
import type { SecretBox } from '../../core/security/secret-box.ts';
import { publishTaskChange } from '../tasks/task-writes.ts';
import { noticeApprovers } from '../decisions/approver-notices.ts';
import { closeMailbox, failureReason, isLoginRefused, openMailbox } from './imap-connection.ts';
import { MAILBOX_TEXTS, type MailContent, messageKey, readMail } from './mail-content.ts';
import { applyVerdict, type MailVerdict, verdictOn } from './mail-handling.ts';
import type { MailboxTeam, MailOutcome, TaskMailboxRepository } from './task-mailbox-repository.ts';

export const PROCESSED_FOLDER = 'Procesados';
export const REJECTED_FOLDER = 'Rechazados';

/** Larger mail is refused unread: it could only carry files over the attachment limit. */
const MAX_MAIL_BYTES = 30 * 1024 * 1024;
/** A reader holds a mailbox this long, renewed at every mail; a reader that died frees it when it runs out. */
const LEASE_SECONDS = 120;
const MAX_RETRY_SECONDS = 3600;
/**
 * Mails one read handles at most (rejected ones and moves of mail handled before included): a
 * full inbox must not hold the job runner, whose other jobs wait; the rest is read on the next poll.
 */
export const READ_BATCH = 50;

export type ReadSummary = { skipped?: 'busy' | 'waiting' | 'gone'; tasks: number; replies: number; rejected: number; moved: number };

export type MailboxReaderOptions = {
  imapUrl: string;
  pollSeconds: number;
  /** `TASK_INBOX_TRUSTED_AUTHSERV`: whose `Authentication-Results` name the sender. */
  trustedAuthserv: string | undefined;
  /** `TASK_INBOX_SENDER_HOURLY_LIMIT`: mails a sender may have accepted per team in any hour. */
  senderHourlyLimit: number;
  secretBox: SecretBox;
  repository: TaskMailboxRepository;
};

const folderOf = (outcome: MailOutcome) => (outcome === 'rejected' ? REJECTED_FOLDER : PROCESSED_FOLDER);

async function ensureFolders(client: ImapFlow): Promise<void> {
  const existing = new Set((await client.list()).map((folder) => folder.path));
  for (const folder of [PROCESSED_FOLDER, REJECTED_FOLDER]) if (!existing.has(folder)) await client.mailboxCreate(folder);
}

/** A mail that cannot be read: it is rejected (no sender) under this key. */
const unreadable = (messageId: string): MailContent => ({ messageId, sender: null, verified: false, automatic: false, subject: '', name: '', text: '', attachments: [] });

async function fetchMail(client: ImapFlow, uid: number, trustedAuthserv: string | undefined): Promise<MailContent | null> {
  const fetched = await client.fetchOne(String(uid), { source: true }, { uid: true });
  const source = fetched === false ? undefined : fetched.source;
  if (!source) return null;
  return readMail(source, trustedAuthserv).catch(() => unreadable(`sha256:${createHash('sha256').update(source).digest('hex')}`));
}

async function markAndMove(client: ImapFlow, uid: number, outcome: MailOutcome): Promise<void> {
  await client.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true });
  await client.messageMove(String(uid), folderOf(outcome), { uid: true });
}

/** Reads the teams' mailboxes: one at a time per reader, one reader per mailbox across instances (a lease in the database). */
export function createMailboxReader(app: FastifyInstance, options: MailboxReaderOptions) {
  const { repository, secretBox, imapUrl, pollSeconds, trustedAuthserv, senderHourlyLimit } = options;
  const holder = randomUUID();
  const credentialsOf = (team: MailboxTeam) => ({ username: team.username, password: secretBox.open(team.password_sealed) });

  async function notifyManager(tx: Queryable, team: MailboxTeam, title: string, message: string): Promise<void> {
    if (team.manager_id === null) return;
    // The manager may not enter team management (it belongs to those who administer the team): the notice leads nowhere.
    await app.notifications.notify(tx, { userId: team.manager_id, title, message, link: null });
  }

  /**
   * The verdict, unless the sender's mail already accepted this hour reaches the limit: every
   * accepted mail mails the team's approvers, so one sender must not turn the portal into a relay.
   * Mail vouched for and mail not are counted apart, so forged mail cannot silence the real sender.
   * One reader holds a mailbox at a time (the lease), so the count cannot race with itself.
   */
  async function verdictWithinLimit(team: MailboxTeam, mail: MailContent): Promise<MailVerdict> {
    const verdict = await verdictOn(app, repository, team, mail);
    if (verdict.outcome === 'rejected' || !mail.sender) return verdict;
    if ((await repository.acceptedLastHour(team.id, mail.sender, mail.verified)) < senderHourlyLimit) return verdict;
    return { outcome: 'rejected', reason: MAILBOX_TEXTS.SENDER_OVER_LIMIT(mail.sender, senderHourlyLimit) };
  }

  /**
   * What the mail makes; a mail the portal cannot store (whatever the reason) is recorded as rejected
   * instead, so it goes to Rechazados and the read goes on: one mail must never stop a team's mailbox.
   */
  async function handleOrSetAside(team: MailboxTeam, mail: MailContent): Promise<{ outcome: MailOutcome; taskId: number | null }> {
    try {
      return await applyVerdict(app, repository, team, mail, await verdictWithinLimit(team, mail));
    } catch (error) {
      app.log.error({ err: error, teamId: team.id, messageId: mail.messageId }, 'a mail could not be stored; set aside in Rechazados');
      return applyVerdict(app, repository, team, mail, { outcome: 'rejected', reason: MAILBOX_TEXTS.NOT_STORED });
    }
  }

  async function handleNew(client: ImapFlow, team: MailboxTeam, uid: number, size: number, summary: ReadSummary): Promise<void> {
    const mail = size > MAX_MAIL_BYTES ? unreadable(`uid:${client.mailbox ? client.mailbox.uidValidity : 0}:${uid}`) : await fetchMail(client, uid, trustedAuthserv);
    if (!mail) return;
    const recorded = await repository.handled(team.id, mail.messageId);
    const { outcome, taskId } = recorded ? { outcome: recorded, taskId: null } : await handleOrSetAside(team, mail);
    if (taskId !== null) await publishTaskChange(app, taskId);
    // A task asked for by mail waits for authorisation like an incident raised in the portal.
    if (!recorded && outcome === 'task' && taskId !== null) await noticeApprovers(app, 'task', taskId);
    if (!recorded && taskId !== null) summary[outcome === 'task' ? 'tasks' : 'replies'] += 1;
    if (!recorded && outcome === 'rejected') summary.rejected += 1;
    await markAndMove(client, uid, outcome);
    summary.moved += 1;
  }

  /**
   * Handles up to `READ_BATCH` mails of INBOX, oldest first. The listing goes by slices of UIDs, so
   * neither its size nor the time before the first mail grows with the inbox; a mail read by a person
   * in a mail client (seen, not recorded) is left where it is and costs the batch nothing.
   */
  async function drain(client: ImapFlow, team: MailboxTeam, summary: ReadSummary): Promise<void> {
    await ensureFolders(client);
    const lock = await client.getMailboxLock('INBOX');
    try {
      if (!client.mailbox || client.mailbox.exists === 0) return;
      const uids = (await client.search({ all: true }, { uid: true })) || [];
      let handled = 0;
      for (let start = 0; start < uids.length && handled < READ_BATCH; start += READ_BATCH) {
        const slice = uids.slice(start, start + READ_BATCH).join(',');
        for (const item of await client.fetchAll(slice, { uid: true, flags: true, envelope: true, size: true }, { uid: true })) {
          if (handled >= READ_BATCH || !(await repository.renewLease(team.id, holder, LEASE_SECONDS))) return;
          const key = messageKey(item.envelope?.messageId);
          const recorded = key === null ? undefined : await repository.handled(team.id, key);
          if (recorded) {
            // Handled before the read that handled it could move it: only the move is left to do.
            await markAndMove(client, item.uid, recorded);
            summary.moved += 1;
            handled += 1;
          } else if (!item.flags?.has('\\Seen')) {
            await handleNew(client, team, item.uid, item.size ?? 0, summary);
            handled += 1;
          }
        }
      }
    } finally {
      lock.release();
    }
  }

  /** A content-free notice to those who may open the team's management page: its mailbox panel reloads. */
  async function publishPanelChange(team: MailboxTeam): Promise<void> {
    const id = iri('task_mailboxes', team.id);
    const audiences = [audience.admin, audience.team(team.id), audience.department(team.department_id)];
    if (team.subdepartment_id !== null) audiences.push(audience.subdepartment(team.subdepartment_id));
    await app.publishUpdate(id, { '@id': id, '@type': 'TaskMailbox' }, audiences);
  }

  async function reportRejected(team: MailboxTeam): Promise<void> {
    await app.db.transaction(async (tx) => {
      const count = await repository.takeRejectedReport(tx, team.id);
      if (count > 0) await notifyManager(tx, team, MAILBOX_TEXTS.NOTICE_REJECTED_TITLE, MAILBOX_TEXTS.NOTICE_REJECTED(team.name, count));
    });
  }

  async function recordFailure(team: MailboxTeam, failures: number, error: unknown): Promise<void> {
    const text = isLoginRefused(error) ? MAILBOX_TEXTS.LOGIN_FAILED : `${MAILBOX_TEXTS.UNREACHABLE} (${failureReason(error)})`;
    const retryIn = Math.min(pollSeconds * 2 ** failures, MAX_RETRY_SECONDS);
    await repository.recordFailure(team.id, text, retryIn, (tx) => notifyManager(tx, team, MAILBOX_TEXTS.NOTICE_ERROR_TITLE, MAILBOX_TEXTS.NOTICE_ERROR(team.name, text)));
  }

  return {
    /**
     * Reads one team's INBOX now, unless another reader holds it or a failed
     * read's backoff has not run out (`force` ignores the backoff).
     */
    async readTeam(teamId: number, { force = false } = {}): Promise<ReadSummary> {
      const summary: ReadSummary = { tasks: 0, replies: 0, rejected: 0, moved: 0 };
      const team = await repository.team(teamId);
      if (!team) return { ...summary, skipped: 'gone' };
      if (!(await repository.takeLease(team.id, holder, LEASE_SECONDS))) return { ...summary, skipped: 'busy' };
      try {
        const fingerprint = createHash('sha256').update(`${team.username}\n${team.password_sealed}`).digest('hex');
        const state = await repository.state(team.id, fingerprint);
        if (!force && state.next_attempt_at && state.next_attempt_at.getTime() > Date.now()) return { ...summary, skipped: 'waiting' };
        let client: ImapFlow | undefined;
        try {
          client = await openMailbox(imapUrl, credentialsOf(team));
          await drain(client, team, summary);
        } catch (error) {
          await recordFailure(team, state.failures, error);
          return summary;
        } finally {
          if (client) await closeMailbox(client);
        }
        await repository.recordSuccess(team.id);
        await reportRejected(team);
        return summary;
      } finally {
        await repository.releaseLease(team.id, holder);
        await publishPanelChange(team);
      }
    },
    /** Logs in with the team's credentials: 'Conexión correcta' or the server's reason. */
    async testConnection(teamId: number): Promise<{ ok: boolean; message: string }> {
      const team = await repository.team(teamId);
      if (!team) return { ok: false, message: MAILBOX_TEXTS.NOT_CONFIGURED };
      try {
        await closeMailbox(await openMailbox(imapUrl, credentialsOf(team)));
        return { ok: true, message: MAILBOX_TEXTS.CONNECTION_OK };
      } catch (error) {
        return { ok: false, message: failureReason(error) };
      }
    },
  };
}

export type MailboxReader = ReturnType<typeof createMailboxReader>;
