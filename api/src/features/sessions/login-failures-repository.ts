import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sql from 'sql-template-tag';
import type { Database } from '../../core/db/database.ts';
import { ApiError } from '../../core/errors/api-error.ts';

/**
 * Contract §10.6: about 5 failures per 15 minutes per (address, account), 50
 * per address. Counting per address too, never per account alone, means an
 * attacker elsewhere cannot lock the owner out of their own account.
 */
export const LOGIN_LIMITS = { windowSeconds: 15 * 60, perIpAndEmail: 5, perIp: 50 };

/** Namespace of the per-address advisory locks (the other key is the address's hash). */
const THROTTLE_LOCK_CLASS = 748_201_336;

export const tooManyAttempts = (retryAfter: number) =>
  new ApiError(429, 'Demasiados intentos fallidos. Inténtelo de nuevo más tarde.', 'Too Many Requests', { 'retry-after': String(retryAfter) });

/**
 * Password-guess counters in the database, so every API instance applies the
 * same limit. An attempt is counted as a failure *before* the password is
 * checked, under a per-address lock, so parallel attempts cannot all slip
 * under the limit; a success then takes its count back.
 */
export function createLoginFailuresRepository(db: Database) {
  const window = sql`(now() - make_interval(secs => ${LOGIN_LIMITS.windowSeconds}))`;
  return {
    /** Counts one attempt of `email` from `ip`; throws the 429 (with Retry-After) when over a limit. */
    async reserveAttempt(ip: string, email: string): Promise<void> {
      const retryAfter = await db.transaction(async (tx) => {
        await tx.query(sql`SELECT pg_advisory_xact_lock(${THROTTLE_LOCK_CLASS}, hashtext(${ip}))`);
        const [row] = await tx.query<{ per_pair: number; per_ip: number; pair_oldest: number | null; ip_oldest: number | null }>(
          sql`SELECT count(*) FILTER (WHERE email = ${email})::int AS per_pair,
                     count(*)::int AS per_ip,
                     extract(epoch FROM min(failed_at) FILTER (WHERE email = ${email}) - ${window})::float8 AS pair_oldest,
                     extract(epoch FROM min(failed_at) - ${window})::float8 AS ip_oldest
              FROM login_failures WHERE ip = ${ip} AND failed_at > ${window}`,
        );
        const waits = [
          (row?.per_pair ?? 0) >= LOGIN_LIMITS.perIpAndEmail ? (row?.pair_oldest ?? 1) : 0,
          (row?.per_ip ?? 0) >= LOGIN_LIMITS.perIp ? (row?.ip_oldest ?? 1) : 0,
        ];
        const wait = Math.ceil(Math.max(...waits));
        if (wait <= 0) await tx.query(sql`INSERT INTO login_failures (ip, email) VALUES (${ip}, ${email})`);
        return wait;
      });
      if (retryAfter > 0) throw tooManyAttempts(retryAfter);
      // Old rows are useless; dropping them here keeps the table small without a scheduler.
      await db.query(sql`DELETE FROM login_failures WHERE failed_at < now() - interval '1 day'`);
    },
    /** A correct password: the pair's failures (including the attempt just reserved) are forgotten. */
    async clear(ip: string, email: string): Promise<void> {
      await db.query(sql`DELETE FROM login_failures WHERE ip = ${ip} AND email = ${email}`);
    },
  };
}

export type LoginFailuresRepository = ReturnType<typeof createLoginFailuresRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    loginFailures: LoginFailuresRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('loginFailures', createLoginFailuresRepository(app.db));
  },
  { name: 'login-failures-repository', dependencies: ['db'] },
);
