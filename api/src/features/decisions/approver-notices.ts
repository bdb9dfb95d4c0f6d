import type { FastifyInstance } from 'fastify';
import sql from 'sql-template-tag';
import { type Caller, normaliseRoles } from '../../core/authentication/caller.ts';
import type { DecisionItem } from './decision-kinds.ts';
import { type DecisionKind, issueDecisionToken } from './decision-tokens.ts';

export const DECISION_MAIL_JOB = 'decision-mail';

/** Jobs queued before other kinds existed carry no kind: they were holiday requests. */
type MailJob = { kind?: DecisionKind; approverId: number; itemId: number };

type CandidateRow = { id: number; email: string; roles: unknown; timezone: string; token_version: number; mails: boolean };
type Approver = { id: number; wantsMail: boolean };

const EVERY_MANAGER = sql`SELECT user_id FROM departments WHERE NOT deleted UNION SELECT user_id FROM subdepartments WHERE NOT deleted
                           UNION SELECT user_id FROM teams WHERE NOT deleted`;

/**
 * Everyone who may decide the item, by the very rule the decision checks:
 * the candidates are the admins and the kind's candidates (by default the
 * managers of anything), each then asked the kind's rule, all in one
 * statement. The requester never hears of their own request, nor does
 * whoever put the item up for decision.
 */
export async function approversOf(app: FastifyInstance, kind: DecisionKind, itemId: number, item: DecisionItem, actorId: number | null): Promise<Approver[]> {
  const rules = app.decisionKinds.rulesOf(kind);
  const candidates = await app.db.query<CandidateRow>(
    sql`SELECT u.id, u.email, u.roles, u.timezone, u.token_version, u.mails FROM users u
        WHERE NOT u.deleted AND NOT u.banned AND u.id IS DISTINCT FROM ${item.requesterId}
          AND u.id IS DISTINCT FROM ${actorId}
          AND (u.roles ? 'ROLE_ADMIN' OR u.id IN (${rules.candidates?.(itemId, item) ?? EVERY_MANAGER}))
        ORDER BY u.id`,
  );
  // As `loadCaller` reads them: the query above already leaves out the deleted and the banned.
  const callers = candidates.map(
    (row): Caller => ({ id: row.id, email: row.email, roles: normaliseRoles(row.roles), timezone: row.timezone, tokenVersion: row.token_version }),
  );
  const decides = await app.authorization.holdsEach(callers.map((caller) => rules.mayDecide(app, caller, itemId, item)));
  return candidates.filter((_, index) => decides[index]).map((row) => ({ id: row.id, wantsMail: row.mails }));
}

/**
 * A portal notice to each approver of a new request and, for those who want
 * mail, an e-mail queued on the job runner, so a mail server that is down
 * loses nothing. Everything is read before the transaction: on PGlite's
 * single connection a read outside it would wait for it. The notices, their
 * live updates and the mails are written in a few statements however many
 * approvers there are.
 */
export async function noticeApprovers(app: FastifyInstance, kind: DecisionKind, itemId: number, actorId: number | null = null): Promise<void> {
  const rules = app.decisionKinds.rulesOf(kind);
  const item = await rules.load(app, itemId);
  if (!item?.pending) return;
  const approvers = await approversOf(app, kind, itemId, item, actorId);
  if (approvers.length === 0) return;
  const notice = { title: rules.noticeTitle, message: rules.sentence(item), link: rules.noticeLink };
  await app.db.transaction(async (tx) => {
    await app.notifications.notifyAll(
      tx,
      approvers.map(({ id }) => ({ userId: id, ...notice })),
    );
    await app.jobs.enqueueAll(
      tx,
      DECISION_MAIL_JOB,
      approvers.filter(({ wantsMail }) => wantsMail).map(({ id }) => ({ kind, approverId: id, itemId }) satisfies MailJob),
    );
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
