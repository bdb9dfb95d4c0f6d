import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AuthenticationError } from '../errors/api-error.ts';
import type { TokenService } from '../security/tokens.ts';
import { type Caller, normaliseRoles } from './caller.ts';
import { createDeviceSessionCheck } from './device-sessions.ts';
import { SESSION_COOKIE } from './session-cookies.ts';
import { keptWhileUnchanged } from '../response-cache/kept-reads.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** The caller for a user id, read afresh, with the checks every session gets (exists, active, token version). */
    loadCaller(userId: number, tokenVersion?: number): Promise<Caller | undefined>;
    /** Resolves the request's session or throws the Lexik-style 401. */
    authenticate(request: FastifyRequest): Promise<Caller>;
    /** onRequest hook for protected routes: sets `request.caller`. */
    requireSession(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/** Authorization header first (scripts, tests), then the HttpOnly cookie (browsers). */
function tokenOf(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (header !== undefined) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new AuthenticationError('Invalid JWT Token');
    return match[1];
  }
  const cookie = request.cookies[SESSION_COOKIE];
  if (!cookie) throw new AuthenticationError('JWT Token not found');
  return cookie;
}

/** Accounts whose session row is kept at once. */
const SESSION_ROWS_KEPT = 10_000;

type SessionUserRow = { id: number; email: string; roles: unknown; timezone: string; token_version: number; deleted: boolean; banned: boolean };

export default fp(
  async (app: FastifyInstance, options: { tokens: TokenService }) => {
    app.decorate('tokens', options.tokens);
    app.decorateRequest('caller', null);

    const readSessionUser = async (userId: number) =>
      (
        await app.db.query<SessionUserRow>('SELECT id, email, roles, timezone, token_version, deleted, banned FROM users WHERE id = $1', [
          userId,
        ])
      )[0];

    // Requests check the session on the row as last read, kept until what a caller is made of changes for any account
    // (`accounts`, see response-cache/data-changes.ts).
    const sessionRows = keptWhileUnchanged<number, SessionUserRow | undefined>(app.dataChanges, ['accounts'], SESSION_ROWS_KEPT);
    const keptSessionUser = (userId: number) => sessionRows(userId, () => readSessionUser(userId));

    // A valid signature is not enough: the user must still exist, be active, and not have ended their sessions since.
    const callerOfRow = (user: SessionUserRow | undefined, tokenVersion?: number): Caller | undefined => {
      if (!user || user.deleted || user.banned) return undefined;
      if (tokenVersion !== undefined && user.token_version !== tokenVersion) return undefined;
      return { id: user.id, email: user.email, roles: normaliseRoles(user.roles), timezone: user.timezone, tokenVersion: user.token_version };
    };

    // Read afresh: the checks that run because an account just changed (a stream's session end) must not race its notice.
    app.decorate('loadCaller', async (userId: number, tokenVersion?: number) => callerOfRow(await readSessionUser(userId), tokenVersion));

    const deviceSessionAlive = createDeviceSessionCheck(app.db, app.dataChanges);

    app.decorate('authenticate', async (request: FastifyRequest): Promise<Caller> => {
      const claims = options.tokens.verifySession(tokenOf(request));
      const userId = Number(claims.sub);
      const caller = callerOfRow(await keptSessionUser(userId), claims.ver);
      if (!caller || !(await deviceSessionAlive(claims.sid, userId))) throw new AuthenticationError('Invalid JWT Token');
      return { ...caller, sessionId: claims.sid };
    });

    app.decorate('requireSession', async (request: FastifyRequest) => {
      request.caller = await app.authenticate(request);
    });
  },
  { name: 'authentication', dependencies: ['db', 'cookie', 'data-changes'] },
);
