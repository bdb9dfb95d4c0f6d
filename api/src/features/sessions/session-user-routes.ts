import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { userPasswordProblem } from '@portal/shared-api/rules';
import { forbidden, invalid, notFound } from '../../core/errors/api-error.ts';
import { callerOf } from '../../core/authentication/caller.ts';
import { hashPassword, verifyPassword } from '../../core/security/passwords.ts';
import { idFromReference } from '../../core/schemas/filters.ts';
import { ChangePasswordBody } from './session-schemas.ts';
import { createDeviceSessions } from './device-sessions.ts';
import { knownDeviceOf } from './known-devices.ts';
import { issueSessionCookie } from './session-payload.ts';

/** `/api/user/*` actions on the caller's own account. */
const userRoutes: FastifyPluginAsyncTypebox<{ secureCookies: boolean }> = async (app, { secureCookies }) => {
  const deviceSessions = createDeviceSessions(app.db, app.tokens.ttlSeconds);
  app.patch(
    '/changePassword',
    { schema: { tags: ['session'], summary: "Change the caller's password; other sessions end", body: ChangePasswordBody } },
    async (request, reply) => {
      const caller = callerOf(request);
      const reference = request.body.id;
      const id = idFromReference(typeof reference === 'object' ? reference['@id'] : reference, 'users');
      if (id !== caller.id) throw forbidden();
      const credentials = await app.sessions.credentialsById(caller.id);
      if (!credentials) throw notFound();
      // The UI's own check of the current password does nothing, so the server must enforce it (docs/api-contract.md §10.3),
      // and a stolen session must not become a way around the login's guess limit.
      const attempt = { ip: request.ip, email: caller.email.toLowerCase(), device: knownDeviceOf(app, request, caller.id) };
      await app.loginFailures.reserveAttempt(attempt);
      if (!(await verifyPassword(credentials.password_hash, request.body.oldPassword))) {
        throw invalid('oldPassword', 'La contraseña actual no es correcta');
      }
      await app.loginFailures.clear(attempt);
      const tooShort = userPasswordProblem(request.body.newPassword);
      if (tooShort) throw invalid('newPassword', tooShort, 'too_short');
      if (request.body.newPassword === request.body.oldPassword) {
        throw invalid('newPassword', 'La nueva contraseña debe ser distinta de la actual');
      }
      const tokenVersion = await app.sessions.changePassword(caller.id, await hashPassword(request.body.newPassword), request.ip);
      // The version bump ends every session; the caller's own continues with a fresh cookie.
      const sessionId = caller.sessionId ?? (await deviceSessions.start(caller.id, tokenVersion, request.headers['user-agent'] ?? '', request.ip));
      await deviceSessions.carryOver(sessionId, tokenVersion);
      issueSessionCookie(app, reply, { userId: caller.id, tokenVersion, sessionId }, secureCookies);
      return reply.type('application/json; charset=utf-8').send({ message: 'ok' });
    },
  );
};

export default userRoutes;
