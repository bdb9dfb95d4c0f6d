/**
 * A new e-mail for an account takes effect only once someone opens the link
 * mailed to the new address; the old address is then told, with a link that
 * puts it back. Whoever could edit an account's e-mail could otherwise take it
 * over with a reset link sent to an address they read.
 */
import sql, { raw, type Sql } from 'sql-template-tag';
import { type Actor, audited, recordAudit } from '../../core/audit/audited-writes.ts';
import { endEverySession } from '../../core/authentication/device-sessions.ts';
import type { Queryable } from '../../core/db/database.ts';
import type { JobRunner } from '../../core/jobs/job-runner.ts';
import { hashLinkToken, newLinkToken } from '../../core/security/link-tokens.ts';
import { ACCOUNT_MAIL_JOBS } from '../account-recovery/account-mails.ts';
import { ACCOUNT_MAIL_ATTEMPTS } from '../account-recovery/account-recovery-routes.ts';
import { createPasswordTokens } from '../account-recovery/password-tokens.ts';
import { queueInvitation } from '../user-creation/create-user.ts';

export const EMAIL_CHANGE_JOBS = { confirm: 'email-change-confirm-mail', changed: 'email-changed-mail' } as const;

export type EmailChangeLink = 'confirm' | 'report';

/** A confirmation link lasts a day; the old address may report the change for 30 days. */
export const EMAIL_CHANGE_LINK_SECONDS: Record<EmailChangeLink, number> = { confirm: 24 * 60 * 60, report: 30 * 24 * 60 * 60 };

export type EmailChangeJob = { changeId: number };

export type EmailChange = { id: number; userId: number; oldEmail: string; newEmail: string; name: string };

const COLUMNS = sql`c.id, c.user_id AS "userId", c.old_email AS "oldEmail", c.new_email AS "newEmail", u.name`;

/** Of an account that may still sign in, and whose e-mail is still the one the change started from or led to. */
const LIVE_ACCOUNT = sql`NOT u.deleted AND NOT u.banned`;

/** A change still waiting for its confirmation. */
const PENDING = sql`c.confirmed_at IS NULL AND c.cancelled_at IS NULL AND lower(u.email) = lower(c.old_email)`;
/** A confirmed change the old address has not reported. */
const REPORTABLE = sql`c.confirmed_at IS NOT NULL AND c.reported_at IS NULL AND lower(u.email) = lower(c.new_email)`;

const STATE: Record<EmailChangeLink, Sql> = { confirm: PENDING, report: REPORTABLE };
const TOKEN_COLUMNS: Record<EmailChangeLink, { hash: Sql; expires: Sql }> = {
  confirm: { hash: raw('confirm_token_hash'), expires: raw('confirm_expires_at') },
  report: { hash: raw('report_token_hash'), expires: raw('report_expires_at') },
};

/**
 * Records `newEmail` for `userId`, to be confirmed from that address, and queues the mail; the
 * account keeps its e-mail meanwhile. An earlier change still waiting is cancelled. Returns false
 * when the address is the one the account already has.
 */
export async function requestEmailChange(tx: Queryable, jobs: JobRunner, actor: Actor, userId: number, newEmail: string): Promise<boolean> {
  const [user] = await tx.query<{ email: string }>(sql`SELECT email FROM users WHERE id = ${userId}`);
  if (!user || user.email.toLowerCase() === newEmail.toLowerCase()) return false;
  await tx.query(sql`UPDATE email_changes SET cancelled_at = now() WHERE user_id = ${userId} AND confirmed_at IS NULL AND cancelled_at IS NULL`);
  const [change] = await tx.query<{ id: number }>(
    sql`INSERT INTO email_changes (user_id, old_email, new_email, requested_by_id) VALUES (${userId}, ${user.email}, ${newEmail}, ${actor.id}) RETURNING id`,
  );
  if (!change) throw new Error('The e-mail change was not recorded');
  await recordAudit(tx, actor, { action: 'create', entity: 'EmailChange', entityId: change.id, after: { user: userId, from: user.email, to: newEmail } });
  await jobs.enqueue(tx, EMAIL_CHANGE_JOBS.confirm, { changeId: change.id } satisfies EmailChangeJob, { maxAttempts: ACCOUNT_MAIL_ATTEMPTS });
  return true;
}

/** The new address waiting for confirmation, if any. */
export async function pendingEmailOf(db: Queryable, userId: number): Promise<string | null> {
  const [row] = await db.query<{ newEmail: string }>(
    sql`SELECT c.new_email AS "newEmail" FROM email_changes c JOIN users u ON u.id = c.user_id WHERE c.user_id = ${userId} AND ${PENDING} ORDER BY c.id DESC LIMIT 1`,
  );
  return row?.newEmail ?? null;
}

/** The change behind a job, while its link is still worth mailing. */
export async function changeToMail(db: Queryable, changeId: number, link: EmailChangeLink): Promise<EmailChange | undefined> {
  const [row] = await db.query<EmailChange>(
    sql`SELECT ${COLUMNS} FROM email_changes c JOIN users u ON u.id = c.user_id WHERE c.id = ${changeId} AND ${LIVE_ACCOUNT} AND ${STATE[link]}`,
  );
  return row;
}

/** A fresh token for the change's link; only its hash is kept, and the previous one stops working. */
export async function issueLink(db: Queryable, changeId: number, link: EmailChangeLink): Promise<string> {
  const token = newLinkToken();
  const { hash, expires } = TOKEN_COLUMNS[link];
  await db.query(
    sql`UPDATE email_changes SET ${hash} = ${hashLinkToken(token)}, ${expires} = now() + make_interval(secs => ${EMAIL_CHANGE_LINK_SECONDS[link]})
        WHERE id = ${changeId}`,
  );
  return token;
}

/** The change a live link belongs to, locked when `forUpdate`; undefined for a link that no longer works. */
export async function changeOfLink(db: Queryable, token: string, link: EmailChangeLink, forUpdate = false): Promise<EmailChange | undefined> {
  const { hash, expires } = TOKEN_COLUMNS[link];
  const [row] = await db.query<EmailChange>(
    sql`SELECT ${COLUMNS} FROM email_changes c JOIN users u ON u.id = c.user_id
        WHERE c.${hash} = ${hashLinkToken(token)} AND c.${expires} > now() AND ${LIVE_ACCOUNT} AND ${STATE[link]}
        ${forUpdate ? sql`FOR UPDATE OF c, u` : sql``}`,
  );
  return row;
}

/** Whether another account already signs in with `email`. */
export async function emailTakenByAnother(db: Queryable, email: string, userId: number): Promise<boolean> {
  return (await db.query(sql`SELECT 1 FROM users WHERE lower(email) = lower(${email}) AND id <> ${userId}`)).length > 0;
}

/**
 * Moves the account to `email`: every session and stream of the person ends and every password
 * link still unused stops working, as each was mailed to an address the account no longer has.
 */
async function moveAccountTo(tx: Queryable, actor: Actor, userId: number, email: string): Promise<void> {
  await audited(tx, actor, { entity: 'User', table: 'users', id: userId }, () =>
    tx.query(sql`UPDATE users SET email = ${email}, token_version = token_version + 1 WHERE id = ${userId}`),
  );
  await endEverySession(tx, userId);
  await createPasswordTokens(tx).voidAll(userId);
}

/** Confirmation from the new address: the e-mail changes now, and the old address is told. */
export async function confirmEmailChange(tx: Queryable, jobs: JobRunner, change: EmailChange, ip: string): Promise<void> {
  const actor = { id: change.userId, ip };
  await moveAccountTo(tx, actor, change.userId, change.newEmail);
  await tx.query(sql`UPDATE email_changes SET confirmed_at = now(), confirm_token_hash = NULL WHERE id = ${change.id}`);
  await jobs.enqueue(tx, EMAIL_CHANGE_JOBS.changed, { changeId: change.id } satisfies EmailChangeJob, { maxAttempts: ACCOUNT_MAIL_ATTEMPTS });
  // An invited person's invitation went to the old address and has just stopped working: a new one goes to the new address.
  const [invited] = await tx.query(sql`SELECT 1 FROM users WHERE id = ${change.userId} AND password_hash = ''`);
  if (invited) await queueInvitation(jobs, tx, change.userId);
}

/**
 * The old address reports the change: the account goes back to it, everyone who held it is signed out, and the
 * password stops working (whoever read the new address could have set it), so a reset link goes to the old address.
 */
export async function reportEmailChange(tx: Queryable, jobs: JobRunner, change: EmailChange, ip: string): Promise<void> {
  await moveAccountTo(tx, { id: change.userId, ip }, change.userId, change.oldEmail);
  await tx.query(sql`UPDATE users SET password_hash = '' WHERE id = ${change.userId}`);
  await tx.query(sql`UPDATE email_changes SET reported_at = now(), report_token_hash = NULL WHERE id = ${change.id}`);
  await recordAudit(tx, { id: change.userId, ip }, { action: 'update', entity: 'EmailChange', entityId: change.id, after: { reported: true } });
  await jobs.enqueue(tx, ACCOUNT_MAIL_JOBS.reset, { email: change.oldEmail }, { maxAttempts: ACCOUNT_MAIL_ATTEMPTS });
}

/** An account write's answer: the document with the new address still waiting for confirmation, or null. */
export async function withPendingEmail<T extends object>(db: Queryable, document: T, userId: number): Promise<T & { pendingEmail: string | null }> {
  return { ...document, pendingEmail: await pendingEmailOf(db, userId) };
}
