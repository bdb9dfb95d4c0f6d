import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from './mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** `app.mailer`: SMTP delivery for background jobs (requests never wait for a mail server). */
export default fp(
  async (app: FastifyInstance, options: { smtpUrl: string; from: string }) => {
    const mailer = createMailer(options.smtpUrl, options.from);
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mailer' },
);
