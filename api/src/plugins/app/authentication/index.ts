import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AuthenticationError } from '../../../errors/api-error.ts';
import type { TokenService } from '../../../security/tokens.ts';
import { type Caller, normaliseRoles } from './caller.ts';
import { SESSION_COOKIE } from './session-cookies.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** The caller for a user id, with the checks every session gets (exists, active, token version). */
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

type SessionUserRow = { id: number; email: string; roles: unknown; timezone: string; token_version: number; deleted: boolean; banned: boolean };

export default fp(
  async (app: FastifyInstance, options: { tokens: TokenService }) => {
    app.decorate('tokens', options.tokens);
    app.decorateRequest('caller', null);

    // A valid signature is not enough: the user must still exist, be active, and not have ended their sessions since.
    app.decorate('loadCaller', async (userId: number, tokenVersion?: number): Promise<Caller | undefined> => {
      const [user] = await app.db.query<SessionUserRow>(
        'SELECT id, email, roles, timezone, token_version, deleted, banned FROM users WHERE id = $1',
        [userId],
      );
      if (!user || user.deleted || user.banned) return undefined;
      if (tokenVersion !== undefined && user.token_version !== tokenVersion) return undefined;
      return { id: user.id, email: user.email, roles: normaliseRoles(user.roles), timezone: user.timezone, tokenVersion: user.token_version };
    });

    app.decorate('authenticate', async (request: FastifyRequest): Promise<Caller> => {
      const claims = options.tokens.verifySession(tokenOf(request));
      const caller = await app.loadCaller(Number(claims.sub), claims.ver);
      if (!caller) throw new AuthenticationError('Invalid JWT Token');
      return caller;
    });

    app.decorate('requireSession', async (request: FastifyRequest) => {
      request.caller = await app.authenticate(request);
    });
  },
  { name: 'authentication', dependencies: ['db', 'cookie'] },
);
