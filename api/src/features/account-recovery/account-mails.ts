/**
 * The account mails, always sent through the job runner: a request never
 * waits for the mail server, and a server that is down gets the mail later
 * (retries with backoff) instead of losing it. Links are made when the mail
 * goes out, so no usable token ever sits in the jobs table.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sql from 'sql-template-tag';
import type { Queryable } from '../../core/db/database.ts';
import { createPasswordTokens, type TokenPurpose } from './password-tokens.ts';

export const ACCOUNT_MAIL_JOBS = {
  reset: 'password-reset-mail',
  invitation: 'account-invitation-mail',
  changed: 'password-changed-mail',
} as const;

export type ResetMailPayload = { email: string };
export type UserMailPayload = { userId: number };

type Recipient = { id: number; email: string; name: string };

async function activeAccount(db: Queryable, where: ReturnType<typeof sql>): Promise<Recipient | undefined> {
  const [row] = await db.query<Recipient>(sql`SELECT id, email, name FROM users WHERE ${where} AND NOT deleted AND NOT banned`);
  return row;
}

const LINK_TEXT: Record<TokenPurpose, { subject: string; body: (name: string, link: string) => string }> = {
  reset: {
    subject: 'Recuperar contraseña',
    body: (name, link) =>
      `Hola, ${name}:\n\nHemos recibido una solicitud para cambiar la contraseña de su cuenta del Portal de trabajo.\n` +
      `Para elegir una nueva, abra este enlace (caduca en 1 hora y sirve una sola vez):\n\n${link}\n\n` +
      'Si no lo ha pedido usted, ignore este correo: su contraseña no cambia.\n',
  },
  invitation: {
    subject: 'Invitación al Portal de trabajo',
    body: (name, link) =>
      `Hola, ${name}:\n\nSe ha creado su cuenta en el Portal de trabajo.\n` +
      `Para establecer su contraseña, abra este enlace (caduca en 7 días y sirve una sola vez):\n\n${link}\n`,
  },
};

export default fp(
  async (app: FastifyInstance, { appOrigin }: { appOrigin: string }) => {
    const tokens = createPasswordTokens(app.db);

    async function sendLink(recipient: Recipient, purpose: TokenPurpose): Promise<void> {
      const token = await tokens.issue(recipient.id, purpose);
      const text = LINK_TEXT[purpose];
      const link = `${appOrigin}/passwordchange?token=${encodeURIComponent(token)}`;
      await app.mailer.send({ to: [recipient.email], subject: text.subject, text: text.body(recipient.name, link) });
    }

    // An address without an active account gets nothing: the request's answer was the same anyway.
    app.jobs.handle(ACCOUNT_MAIL_JOBS.reset, async (job) => {
      const { email } = job.payload as ResetMailPayload;
      const recipient = await activeAccount(app.db, sql`lower(email) = lower(${email})`);
      if (recipient) await sendLink(recipient, 'reset');
    });
    app.jobs.handle(ACCOUNT_MAIL_JOBS.invitation, async (job) => {
      const recipient = await activeAccount(app.db, sql`id = ${(job.payload as UserMailPayload).userId}`);
      if (recipient) await sendLink(recipient, 'invitation');
    });
    app.jobs.handle(ACCOUNT_MAIL_JOBS.changed, async (job) => {
      const recipient = await activeAccount(app.db, sql`id = ${(job.payload as UserMailPayload).userId}`);
      if (!recipient) return;
      await app.mailer.send({
        to: [recipient.email],
        subject: 'Su contraseña ha cambiado',
        text:
          `Hola, ${recipient.name}:\n\nLa contraseña de su cuenta del Portal de trabajo acaba de cambiar y se han cerrado todas sus sesiones.\n` +
          'Si no ha sido usted, pida un nuevo enlace en la página de recuperación de contraseña y avise a su responsable.\n',
      });
    });
  },
  { name: 'account-mails', dependencies: ['db', 'jobs', 'mailer'] },
);
