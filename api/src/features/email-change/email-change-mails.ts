/** The two mails of an e-mail change, sent by the job runner; each link is made as its mail goes out. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { changeToMail, EMAIL_CHANGE_JOBS, type EmailChangeJob, issueLink } from './email-changes.ts';

export const EMAIL_CHANGE_SUBJECTS = { confirm: 'Confirme su nueva dirección de correo', changed: 'Su dirección de correo ha cambiado' } as const;

export default fp(
  async (app: FastifyInstance, { appOrigin }: { appOrigin: string }) => {
    const linkTo = (token: string) => `${appOrigin}/emailchange?token=${encodeURIComponent(token)}`;

    // A change cancelled, confirmed or reported meanwhile, or an account banned or deleted, gets no mail.
    app.jobs.handle(EMAIL_CHANGE_JOBS.confirm, async (job) => {
      const change = await changeToMail(app.db, (job.payload as EmailChangeJob).changeId, 'confirm');
      if (!change) return;
      const link = linkTo(await issueLink(app.db, change.id, 'confirm'));
      await app.mailer.send({
        to: [change.newEmail],
        subject: EMAIL_CHANGE_SUBJECTS.confirm,
        text:
          `Hola, ${change.name}:\n\nSe ha pedido que su cuenta del Portal de trabajo use esta dirección de correo en lugar de ${change.oldEmail}.\n` +
          `Para confirmarlo, abra este enlace (caduca en 24 horas y sirve una sola vez):\n\n${link}\n\n` +
          'Hasta que lo confirme, la cuenta sigue usando la dirección anterior. Si no esperaba este correo, ignórelo.\n',
      });
    });

    app.jobs.handle(EMAIL_CHANGE_JOBS.changed, async (job) => {
      const change = await changeToMail(app.db, (job.payload as EmailChangeJob).changeId, 'report');
      if (!change) return;
      const link = linkTo(await issueLink(app.db, change.id, 'report'));
      await app.mailer.send({
        to: [change.oldEmail],
        subject: EMAIL_CHANGE_SUBJECTS.changed,
        text:
          `Hola, ${change.name}:\n\nSu cuenta del Portal de trabajo usa desde ahora la dirección ${change.newEmail} en lugar de esta, ` +
          'y se han cerrado todas sus sesiones.\n' +
          `Si no ha sido usted, abra este enlace para informar del cambio: la cuenta volverá a esta dirección, se cerrarán todas las sesiones y recibirá aquí un enlace para elegir una nueva contraseña (caduca en 30 días):\n\n${link}\n`,
      });
    });
  },
  { name: 'email-change-mails', dependencies: ['db', 'jobs', 'mailer'] },
);
