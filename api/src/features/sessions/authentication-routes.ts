import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { USER_ADMINISTRATION_MESSAGES } from '@portal/shared-api/rules';
import { AuthenticationError, forbidden } from '../../core/errors/api-error.ts';
import { callerOf } from '../../core/authentication/caller.ts';
import { clearSessionCookies } from '../../core/authentication/session-cookies.ts';
import { verifyPassword } from '../../core/security/passwords.ts';
import { LoginBody, SessionParams } from './session-schemas.ts';
import { announceSessionsChange, createDeviceSessions } from './device-sessions.ts';
import { knownDeviceOf, rememberDevice } from './known-devices.ts';
import { issueSessionCookie, refreshSubscriberCookie, sessionPayload } from './session-payload.ts';

type Options = { secureCookies: boolean };

/**
 * Checks credentials with the same answer and about the same time for an
 * unknown e-mail, a wrong password and a deleted account (docs/api-contract.md §10.6);
 * a banned account with the right password is told it is banned, after the
 * failure limits (LOGIN_LIMITS: per account and network, or per device the account signed in from).
 */
async function checkCredentials(app: FastifyInstance, request: FastifyRequest, username: string, password: string) {
  const email = username.trim().toLowerCase();
  const user = await app.sessions.credentialsByEmail(email);
  const attempt = { ip: request.ip, email, device: knownDeviceOf(app, request, user?.id) };
  await app.loginFailures.reserveAttempt(attempt);
  const passwordMatches = await verifyPassword(user?.password_hash, password);
  if (!user || !passwordMatches || user.deleted || user.banned) {
    await app.sessions.recordFailedLogin(request.ip, user?.id ?? null);
    // Only someone who knows the password learns of the ban, so it reveals nothing to a guesser.
    if (user && passwordMatches && !user.deleted) throw forbidden(USER_ADMINISTRATION_MESSAGES.ACCOUNT_BANNED);
    throw new AuthenticationError('Invalid credentials.');
  }
  await app.loginFailures.clear(attempt);
  await app.sessions.recordLogin(user.id, request.ip);
  const sessionId = await createDeviceSessions(app.db, app.tokens.ttlSeconds).start(
    user.id,
    user.token_version,
    request.headers['user-agent'] ?? '',
    request.ip,
  );
  await announceSessionsChange(app, user.id, sessionId);
  return { ...user, sessionId };
}

/** Session endpoints (docs/api-contract.md §7.A); login, login_check and logout are public. */
const authenticationRoutes: FastifyPluginAsyncTypebox<Options> = async (app, { secureCookies }) => {
  app.post('/login', { schema: { tags: ['session'], summary: 'Log in: session payload and HttpOnly cookies', body: LoginBody } }, async (request, reply) => {
    const user = await checkCredentials(app, request, request.body.username, request.body.password);
    const loaded = await app.loadCaller(user.id, user.token_version);
    if (!loaded) throw new AuthenticationError('Invalid credentials.');
    const caller = { ...loaded, sessionId: user.sessionId };
    issueSessionCookie(app, reply, { userId: user.id, tokenVersion: user.token_version, sessionId: user.sessionId }, secureCookies);
    rememberDevice(app, reply, user.id, secureCookies);
    await refreshSubscriberCookie(app, reply, caller, secureCookies);
    return sessionPayload(app, caller);
  });

  app.post('/login_check', { schema: { tags: ['session'], summary: 'Log in for scripts: { token }, no cookies', body: LoginBody } }, async (request) => {
    const user = await checkCredentials(app, request, request.body.username, request.body.password);
    return { token: app.tokens.issueSession(user.id, user.token_version, user.sessionId) };
  });

  app.post('/logout', { schema: { tags: ['session'], summary: "End this device's session and clear both cookies (no session needed)" } }, async (request, reply) => {
    // Only this device signs out: the person's other devices keep their sessions.
    const caller = await app.authenticate(request).catch(() => undefined);
    if (caller?.sessionId !== undefined && (await createDeviceSessions(app.db, app.tokens.ttlSeconds).end(caller.id, caller.sessionId))) {
      await announceSessionsChange(app, caller.id, caller.sessionId);
    }
    clearSessionCookies(reply, secureCookies);
    return reply.code(204).send();
  });

  app.get(
    '/session/:userId',
    { schema: { tags: ['session'], summary: 'Restore the session of the stored user id', params: SessionParams }, onRequest: app.requireSession },
    async (request, reply) => {
      const caller = callerOf(request);
      // 401, not 403: the front end then drops its stale stored id and goes back to the login page.
      if (Number(request.params.userId) !== caller.id) throw new AuthenticationError('Invalid JWT Token');
      await refreshSubscriberCookie(app, reply, caller, secureCookies);
      return sessionPayload(app, caller);
    },
  );
};

export default authenticationRoutes;
