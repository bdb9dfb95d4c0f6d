import { UPLOAD_RULES, VALIDATION_MESSAGES } from '@portal/shared-api/rules';
import type { FastifyInstance } from 'fastify';
import { normaliseRoles } from '../../core/authentication/caller.ts';
import { isEmailInDomains, allowedDomains } from '../../core/mail/allowed-domains.ts';
import type { Queryable } from '../../core/db/database.ts';
import { detectFileType } from '../files/detect-file-type.ts';
import { quotaMessage } from '../files/media-objects-repository.ts';
import { MAILBOX_TEXTS, type MailAttachment, type MailContent, taskNumberIn } from './mail-content.ts';
import type { MailboxTeam, MailOutcome, StoredAttachment, TaskMailboxRepository } from './task-mailbox-repository.ts';
import sql from 'sql-template-tag';

export type MailVerdict =
  | { outcome: 'task'; requesterId: number | null; authorId: number; onBehalf: boolean }
  | { outcome: 'reply'; taskId: number; authorId: number; onBehalf: boolean }
  | { outcome: 'rejected'; reason: string };

/** Why an attachment may not become a file of the task (the media object rules), or null. */
function attachmentProblem(attachment: MailAttachment): string | null {
  const rules = UPLOAD_RULES.attachment;
  if (attachment.bytes.length === 0) return VALIDATION_MESSAGES.EMPTY_FILE;
  if (attachment.bytes.length > rules.maxBytes) return rules.tooLarge;
  const type = detectFileType(attachment.bytes, attachment.name);
  return type === null || !rules.types.includes(type) ? rules.wrongType : null;
}

/** Whether the portal user `userId` may see the task, by the same rules as the portal's screens. */
async function maySeeTask(app: FastifyInstance, userId: number, taskId: number): Promise<boolean> {
  const [user] = await app.db.query<{ id: number; email: string; roles: unknown; timezone: string; token_version: number }>(
    sql`SELECT id, email, roles, timezone, token_version FROM users WHERE id = ${userId}`,
  );
  if (!user) return false;
  const caller = { id: user.id, email: user.email, roles: normaliseRoles(user.roles), timezone: user.timezone, tokenVersion: user.token_version };
  return app.taskRules.canSeeTask(caller, taskId);
}

/**
 * What a mail becomes: nothing (rejected) when the portal or other software
 * sent it; a message on the task its subject names when the
 * sender may see that task; else a requested task when the sender is a portal
 * user or writes from an allowed domain; else nothing (rejected). Only a sender
 * the receiving server vouched for (`mail.verified`) is the portal user or the
 * requester its From names; anyone else writes as an outsider, on a new task.
 */
export async function verdictOn(app: FastifyInstance, repository: TaskMailboxRepository, team: MailboxTeam, mail: MailContent): Promise<MailVerdict> {
  if (!mail.sender) return { outcome: 'rejected', reason: MAILBOX_TEXTS.UNPARSABLE };
  // The portal's own mail carries reset, invitation and decision links: on a team's board anyone there could use them.
  if (mail.sender === app.mailer.sender) return { outcome: 'rejected', reason: MAILBOX_TEXTS.OWN_MAIL(mail.sender) };
  if (mail.automatic) return { outcome: 'rejected', reason: MAILBOX_TEXTS.AUTOMATIC };
  const refused: MailVerdict = { outcome: 'rejected', reason: `${MAILBOX_TEXTS.SENDER_REFUSED}: ${mail.sender}` };
  const account = await repository.userByEmail(mail.sender);
  // A banned or deleted person acts through mail as through the portal: not at all.
  if (account && !account.mayAct) return refused;
  const user = mail.verified ? account : undefined;
  const number = mail.verified ? taskNumberIn(mail.subject) : null;
  const task = number === null ? undefined : await repository.taskOfTeam(number, team.id);
  if (task) {
    const allowed = user ? await maySeeTask(app, user.id, task.id) : task.email?.toLowerCase() === mail.sender;
    const authorId = user?.id ?? team.manager_id;
    if (allowed && authorId !== null) return { outcome: 'reply', taskId: task.id, authorId, onBehalf: !user };
  }
  if (!user && !isEmailInDomains(mail.sender, await allowedDomains(app.db))) return refused;
  const authorId = user?.id ?? team.manager_id;
  if (authorId === null) return { outcome: 'rejected', reason: MAILBOX_TEXTS.NO_AUTHOR };
  return { outcome: 'task', requesterId: user?.id ?? null, authorId, onBehalf: !user };
}

/**
 * Writes and records (`record`, in `tx`) each attachment that passes the media object rules and the
 * daily upload quota of `authorId`, whom the files are attributed to, as any upload: the quota is
 * checked in `tx`, before any byte reaches the disk, and counts the files recorded before it. The
 * lines for the refused ones; `stored` receives each storage key written, for the caller to remove
 * should `tx` roll back.
 */
async function storeAttachments(
  app: FastifyInstance,
  tx: Queryable,
  authorId: number,
  attachments: MailAttachment[],
  record: (file: StoredAttachment) => Promise<void>,
  stored: string[],
): Promise<string[]> {
  const refused: string[] = [];
  for (const attachment of attachments) {
    const problem = attachmentProblem(attachment);
    const mimeType = problem === null ? detectFileType(attachment.bytes, attachment.name) : null;
    const over = mimeType === null ? null : await app.mediaObjects.quotaExceeded(tx, authorId, attachment.bytes.length);
    if (problem !== null || mimeType === null || over !== null) {
      const reason = over ? quotaMessage(over.exceeded, app.mediaObjects.quota) : (problem ?? UPLOAD_RULES.attachment.wrongType);
      refused.push(MAILBOX_TEXTS.ATTACHMENT_REFUSED(attachment.name, reason));
      continue;
    }
    const storageKey = await app.fileStorage.save(attachment.bytes);
    stored.push(storageKey);
    await record({ name: attachment.name, mimeType, size: attachment.bytes.length, storageKey });
  }
  return refused;
}

/**
 * Records the mail and creates what its verdict says in one transaction;
 * the task touched, or null. A mail recorded before (by another reader or a
 * read cut short before the move) creates nothing, and stores no file.
 */
export async function applyVerdict(
  app: FastifyInstance,
  repository: TaskMailboxRepository,
  team: MailboxTeam,
  mail: MailContent,
  verdict: MailVerdict,
): Promise<{ outcome: MailOutcome; taskId: number | null }> {
  const record = { teamId: team.id, messageId: mail.messageId, outcome: verdict.outcome, sender: mail.sender, verified: mail.verified, subject: mail.subject };
  if (verdict.outcome === 'rejected') {
    await repository.recordMail({ ...record, reason: verdict.reason }, async () => ({ taskId: null, result: null }));
    return { outcome: 'rejected', taskId: null };
  }
  // Someone without an account speaks through the team's manager: the message says who wrote it.
  const from = mail.verified ? MAILBOX_TEXTS.FROM_STRANGER(mail.sender ?? '') : MAILBOX_TEXTS.FROM_UNVERIFIED(mail.sender ?? '');
  const signed = verdict.onBehalf ? `${from}\n\n${mail.text}`.trim() : mail.text;
  const text = signed || MAILBOX_TEXTS.NO_TEXT;
  const stored: string[] = [];
  try {
    const done = await repository.recordMail({ ...record, reason: null }, async (tx) => {
      const { taskId, messageId } =
        verdict.outcome === 'task'
          ? await repository
              .createTask(tx, { teamId: team.id, name: mail.name, email: mail.sender ?? '', requesterId: verdict.requesterId, authorId: verdict.authorId, messages: [text] })
              // Like the incident form's attachment, a new task's files are the task's own.
              .then((taskId) => ({ taskId, messageId: null }))
          : { taskId: verdict.taskId, messageId: await repository.addMessage(tx, verdict.taskId, verdict.authorId, text) };
      const record = (file: StoredAttachment) => repository.addFile(tx, taskId, messageId, verdict.authorId, file);
      const refused = await storeAttachments(app, tx, verdict.authorId, mail.attachments, record, stored);
      for (const line of refused) await repository.addMessage(tx, taskId, verdict.authorId, line);
      return { taskId, result: taskId };
    });
    return { outcome: verdict.outcome, taskId: done ? done.result : null };
  } catch (error) {
    // The rows rolled back: the bytes written for them belong to nothing.
    await Promise.all(stored.map((storageKey) => app.fileStorage.remove(storageKey)));
    throw error;
  }
}
