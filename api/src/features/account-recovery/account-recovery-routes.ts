import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { userPasswordProblem } from '@portal/shared-api/rules';
import { endEverySession } from '../../core/authentication/device-sessions.ts';
import { ApiError, invalid } from '../../core/errors/api-error.ts';
import { hashPassword } from '../../core/security/passwords.ts';
import { APP_EVENT_NAMES } from '../app-events/app-events-log.ts';
import { ACCOUNT_MAIL_JOBS } from './account-mails.ts';
import { setPassword } from './account-passwords.ts';
import { createPasswordTokens, INVALID_LINK } from './password-tokens.ts';
import { isDeviceOfAddress } from '../sessions/known-devices.ts';
import { countResetRequest } from './reset-request-limits.ts';

export const RESET_REQUESTED = 'Si la dirección corresponde a una cuenta, recibirá un correo con un enlace para cambiar la contraseña.';

/** Enough attempts to outlast a mail server that is down for hours (the backoff caps at 30 minutes). */
export const ACCOUNT_MAIL_ATTEMPTS = 15;

const Token = Type.String({ minLength: 1, maxLength: 200 });
const RequestBody = Type.Object({ email: Type.String({ minLength: 1, maxLength: 255 }) });
const ConfirmBody = Type.Object({ token: Token, password: Type.String({ maxLength: 1024 }) });
const CheckQuery = Type.Object({ token: Token });

const invalidLink = () => new ApiError(400, INVALID_LINK);

/** Password recovery and invitations (docs/api-contract.md A5, A6): public, before any session. */
const accountRecoveryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tokens = createPasswordTokens(app.db);

  app.post(
    '/request',
    { schema: { tags: ['session'], summary: 'Ask for a password reset link: the same answer whether or not the account exists', body: RequestBody } },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      await countResetRequest(app.db, { ip: request.ip, email, ownDevice: await isDeviceOfAddress(app, request, email) });
      // The same work for every address: whether an account exists is looked at only by the job.
      await app.jobs.enqueue(app.db, ACCOUNT_MAIL_JOBS.reset, { email }, { maxAttempts: ACCOUNT_MAIL_ATTEMPTS });
      return reply.code(202).send({ message: RESET_REQUESTED });
    },
  );

  app.get(
    '/check',
    { schema: { tags: ['session'], summary: "Whether a link still works, and whether it is a reset or an invitation", querystring: CheckQuery } },
    async (request) => {
      const live = await tokens.check(request.query.token);
      if (!live) throw invalidLink();
      return { purpose: live.purpose };
    },
  );

  app.post(
    '/confirm',
    { schema: { tags: ['session'], summary: 'Set the password with a link; every session of the person ends', body: ConfirmBody } },
    async (request, reply) => {
      const problem = userPasswordProblem(request.body.password);
      if (problem) throw invalid('password', problem, 'too_short');
      const passwordHash = await hashPassword(request.body.password);
      const spent = await app.db.transaction(async (tx) => {
        const spent = await createPasswordTokens(tx).spend(request.body.token);
        if (!spent) throw invalidLink();
        await setPassword(tx, spent.userId, passwordHash);
        await endEverySession(tx, spent.userId);
        await app.jobs.enqueue(tx, ACCOUNT_MAIL_JOBS.changed, { userId: spent.userId }, { maxAttempts: ACCOUNT_MAIL_ATTEMPTS });
        return spent;
      });
      await app.appEvents.record({ name: APP_EVENT_NAMES.PASSWORD_CHANGE, userId: spent.userId, ip: request.ip, data: { by: spent.purpose } });
      return reply.code(204).send();
    },
  );
};

export default accountRecoveryRoutes;
