import type { FastifyInstance } from 'fastify';
import sql from 'sql-template-tag';
import type { DecisionItem } from './decision-kinds.ts';
import { type DecisionKind, issueDecisionToken } from './decision-tokens.ts';

export const DECISION_MAIL_JOB = 'decision-mail';

/** Jobs queued before other kinds existed carry no kind: they were holiday requests. */
type MailJob = { kind?: DecisionKind; approverId: number; itemId: number };

/**
 * Everyone who may decide the item, by the very rule the decision checks:
 * the candidates are the admins and the managers of anything, each then
 * asked the kind's rule. The requester never hears of their own request,
 * nor does whoever put the item up for decision.
 */
async function approversOf(app: FastifyInstance, kind: DecisionKind, itemId: number, item: DecisionItem, actorId: number | null): Promise<number[]> {
  const candidates = await app.db.query<{ id: number }>(
    sql`SELECT u.id FROM users u WHERE NOT u.deleted AND NOT u.banned AND u.id IS DISTINCT FROM ${item.requesterId}
          AND u.id IS DISTINCT FROM ${actorId}
          AND (u.roles ? 'ROLE_ADMIN' OR u.id IN (SELECT user_id FROM departments WHERE NOT deleted)
               OR u.id IN (SELECT user_id FROM subdepartments WHERE NOT deleted) OR u.id IN (SELECT user_id FROM teams WHERE NOT deleted))
        ORDER BY u.id`,
  );
  const approvers: number[] = [];
  for (const { id } of candidates) {
    const caller = await app.loadCaller(id);
    if (caller && (await app.decisionKinds.rulesOf(kind).mayDecide(app, caller, itemId, item))) approvers.push(id);
  }
  return approvers;
}

/**
 * A portal notice to each approver of a new request and, for those who want
 * mail, an e-mail queued on the job runner, so a mail server that is down
 * loses nothing. Everything is read before the transaction: on PGlite's
 * single connection a read outside it would wait for it.
 */
export async function noticeApprovers(app: FastifyInstance, kind: DecisionKind, itemId: number, actorId: number | null = null): Promise<void> {
  const rules = app.decisionKinds.rulesOf(kind);
  const item = await rules.load(app, itemId);
  if (!item?.pending) return;
  const approvers = await approversOf(app, kind, itemId, item, actorId);
  if (approvers.length === 0) return;
  const wantMail = new Set(
    (await app.db.query<{ id: number }>(sql`SELECT id FROM users WHERE mails AND id = ANY(${approvers})`)).map((row) => row.id),
  );
  await app.db.transaction(async (tx) => {
    for (const approverId of approvers) {
      await app.notifications.notify(tx, { userId: approverId, title: rules.noticeTitle, message: rules.sentence(item), link: rules.noticeLink });
      if (wantMail.has(approverId)) await app.jobs.enqueue(tx, DECISION_MAIL_JOB, { kind, approverId, itemId } satisfies MailJob);
    }
  });
}

/**
 * Sends one approver the request with its two links. Tokens are made here,
 * so no usable link ever sits in the job table; a retry makes fresh ones.
 */
async function sendDecisionMail(app: FastifyInstance, origin: string, { kind = 'holiday', approverId, itemId }: MailJob): Promise<void> {
  const rules = app.decisionKinds.rulesOf(kind);
  const item = await rules.load(app, itemId);
  const [approver] = await app.db.query<{ email: string }>(sql`SELECT email FROM users WHERE id = ${approverId}`);
  if (!item?.pending || !approver) return;
  const accept = await issueDecisionToken(app.db, approverId, kind, itemId, 'accept');
  const reject = await issueDecisionToken(app.db, approverId, kind, itemId, 'reject');
  await app.mailer.send({
    to: [approver.email],
    subject: `${rules.mailSubject} de ${item.requester}`,
    text: [
      rules.sentence(item),
      '',
      `Aceptar: ${origin}/authorize?token=${accept}`,
      `Rechazar: ${origin}/rechazar?token=${reject}`,
      '',
      'Los enlaces caducan en 7 días y solo sirven una vez.',
    ].join('\n'),
  });
}

/** Approvers' mails are sent by the job runner, their links on `origin`. */
export function registerDecisionMailJob(app: FastifyInstance, origin: string): void {
  app.jobs.handle(DECISION_MAIL_JOB, (job) => sendDecisionMail(app, origin, job.payload as MailJob));
}
