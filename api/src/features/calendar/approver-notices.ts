import type { FastifyInstance } from 'fastify';
import sql from 'sql-template-tag';
import type { Queryable } from '../../core/db/database.ts';
import type { JobRunner } from '../../core/jobs/job-runner.ts';
import type { Mailer } from '../../core/mail/mailer.ts';
import { formatDateTime } from '../../core/json-ld/dates.ts';
import { notificationLinks } from '../notifications/notification-links.ts';
import { issueDecisionToken } from './decision-tokens.ts';

export const DECISION_MAIL_JOB = 'decision-mail';

type HolidayRequest = { id: number; user_id: number; start_at: Date | string; end_at: Date | string };
type MailJob = { approverId: number; itemId: number };

const dayText = (value: Date | string) => (formatDateTime(value) ?? '').slice(0, 10).split('-').reverse().join('-');

/**
 * Everyone who may decide the user's holiday request, by the very rule the
 * decision checks: admins and the managers with calendar powers over them.
 */
async function holidayApprovers(app: FastifyInstance, requesterId: number): Promise<number[]> {
  const candidates = await app.db.query<{ id: number }>(
    sql`SELECT u.id FROM users u WHERE NOT u.deleted AND NOT u.banned AND u.id <> ${requesterId}
          AND (u.roles ? 'ROLE_ADMIN' OR u.id IN (SELECT user_id FROM departments WHERE NOT deleted)
               OR u.id IN (SELECT user_id FROM subdepartments WHERE NOT deleted AND manager_calendar))
        ORDER BY u.id`,
  );
  const approvers: number[] = [];
  for (const { id } of candidates) {
    const caller = await app.loadCaller(id);
    if (caller && (await app.authorization.canDecideCalendarRequestOf(caller, requesterId))) approvers.push(id);
  }
  return approvers;
}

/**
 * A portal notice to each approver of a new holiday request and, for those who
 * want mail, an e-mail queued on the job runner. The approvers are read before
 * the transaction: on PGlite's single connection a read outside it would wait for it.
 */
export async function noticeHolidayApprovers(app: FastifyInstance, request: HolidayRequest): Promise<void> {
  const approvers = await holidayApprovers(app, request.user_id);
  if (approvers.length === 0) return;
  const [requester] = await app.db.query<{ name: string | null; email: string }>(sql`SELECT name, email FROM users WHERE id = ${request.user_id}`);
  const message = `${requester?.name ?? requester?.email ?? ''} solicita vacaciones del ${dayText(request.start_at)} al ${dayText(request.end_at)}.`;
  const wantMail = new Set(
    (await app.db.query<{ id: number }>(sql`SELECT id FROM users WHERE mails AND id = ANY(${approvers})`)).map((row) => row.id),
  );
  await app.db.transaction(async (tx) => {
    for (const approverId of approvers) {
      await app.notifications.notify(tx, { userId: approverId, title: 'Nueva solicitud de vacaciones', message, link: notificationLinks.pendingHolidays });
      if (wantMail.has(approverId)) await app.jobs.enqueue(tx, DECISION_MAIL_JOB, { approverId, itemId: request.id } satisfies MailJob);
    }
  });
}

/**
 * Sends one approver the request with its two links. Tokens are made here,
 * so no usable link ever sits in the job table; a retry makes fresh ones.
 */
async function sendDecisionMail(db: Queryable, mailer: Mailer, origin: string, job: MailJob): Promise<void> {
  const [row] = await db.query<{ email: string; requester: string; start_at: Date; end_at: Date; managed: boolean }>(
    sql`SELECT a.email, coalesce(r.name, r.email) AS requester, ca.start_at, ca.end_at, ca.managed
        FROM calendar_assignments ca JOIN users r ON r.id = ca.user_id JOIN users a ON a.id = ${job.approverId}
        WHERE ca.id = ${job.itemId}`,
  );
  if (!row || row.managed) return;
  const accept = await issueDecisionToken(db, job.approverId, 'holiday', job.itemId, 'accept');
  const reject = await issueDecisionToken(db, job.approverId, 'holiday', job.itemId, 'reject');
  const period = `del ${dayText(row.start_at)} al ${dayText(row.end_at)}`;
  await mailer.send({
    to: [row.email],
    subject: `Solicitud de vacaciones de ${row.requester}`,
    text: [
      `${row.requester} solicita vacaciones ${period}.`,
      '',
      `Aceptar: ${origin}/authorize?token=${accept}`,
      `Rechazar: ${origin}/rechazar?token=${reject}`,
      '',
      'Los enlaces caducan en 7 días y solo sirven una vez.',
    ].join('\n'),
  });
}

export function registerDecisionMailJob(runner: JobRunner, db: Queryable, mailer: Mailer, origin: string): void {
  runner.handle(DECISION_MAIL_JOB, (job) => sendDecisionMail(db, mailer, origin, job.payload as MailJob));
}
