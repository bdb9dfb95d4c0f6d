import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { INVALID_LINK, USER_ADMINISTRATION_MESSAGES } from '@portal/shared-api/rules';
import { ApiError } from '../../core/errors/api-error.ts';
import { changeOfLink, confirmEmailChange, type EmailChangeLink, emailTakenByAnother, reportEmailChange } from './email-changes.ts';

const TokenBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });
const invalidLink = () => new ApiError(400, INVALID_LINK);

/** `/api/email_change/*`: public, as the links are opened from a mailbox, without a session. */
const emailChangeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/check',
    { schema: { tags: ['session'], summary: 'What an e-mail change link does, while it still works', querystring: TokenBody } },
    async (request) => {
      for (const link of ['confirm', 'report'] satisfies EmailChangeLink[]) {
        const change = await changeOfLink(app.db, request.query.token, link);
        if (change) return { purpose: link, email: link === 'confirm' ? change.newEmail : change.oldEmail };
      }
      throw invalidLink();
    },
  );

  app.post(
    '/confirm',
    { schema: { tags: ['session'], summary: 'Confirm a new e-mail from that address: it takes effect, every session ends, the old address is told', body: TokenBody } },
    async (request, reply) => {
      await app.db.transaction(async (tx) => {
        const change = await changeOfLink(tx, request.body.token, 'confirm', true);
        if (!change) throw invalidLink();
        if (await emailTakenByAnother(tx, change.newEmail, change.userId)) throw new ApiError(409, USER_ADMINISTRATION_MESSAGES.EMAIL_TAKEN);
        await confirmEmailChange(tx, app.jobs, change, request.ip);
      });
      return reply.code(204).send();
    },
  );

  app.post(
    '/report',
    { schema: { tags: ['session'], summary: 'Report a change from the old address: the account goes back to it, every session ends and a reset link replaces the password', body: TokenBody } },
    async (request, reply) => {
      await app.db.transaction(async (tx) => {
        const change = await changeOfLink(tx, request.body.token, 'report', true);
        if (!change) throw invalidLink();
        if (await emailTakenByAnother(tx, change.oldEmail, change.userId)) throw new ApiError(409, USER_ADMINISTRATION_MESSAGES.EMAIL_TAKEN);
        await reportEmailChange(tx, app.jobs, change, request.ip);
      });
      return reply.code(204).send();
    },
  );
};

export default emailChangeRoutes;
