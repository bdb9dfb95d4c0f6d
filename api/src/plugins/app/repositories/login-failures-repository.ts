import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sql from 'sql-template-tag';
import type { Queryable } from '../../../db/database.ts';

/** Contract §10.6: about 5 failures per 15 minutes per (IP, e-mail), 50 per IP. */
export const LOGIN_LIMITS = { windowSeconds: 15 * 60, perIpAndEmail: 5, perIp: 50 };

/** Failed-login counters in the database, so every API instance applies the same limit. */
export function createLoginFailuresRepository(db: Queryable) {
  const window = sql`(now() - make_interval(secs => ${LOGIN_LIMITS.windowSeconds}))`;
  return {
    /** Seconds until the caller may try again, or 0 when not limited. */
    async retryAfterSeconds(ip: string, email: string): Promise<number> {
      const [row] = await db.query<{ per_pair: number; per_ip: number; pair_oldest: number | null; ip_oldest: number | null }>(
        sql`SELECT count(*) FILTER (WHERE email = ${email})::int AS per_pair,
                   count(*)::int AS per_ip,
                   extract(epoch FROM min(failed_at) FILTER (WHERE email = ${email}) - ${window})::float8 AS pair_oldest,
                   extract(epoch FROM min(failed_at) - ${window})::float8 AS ip_oldest
            FROM login_failures WHERE ip = ${ip} AND failed_at > ${window}`,
      );
      if (!row) return 0;
      const waits = [
        row.per_pair >= LOGIN_LIMITS.perIpAndEmail ? (row.pair_oldest ?? 1) : 0,
        row.per_ip >= LOGIN_LIMITS.perIp ? (row.ip_oldest ?? 1) : 0,
      ];
      return Math.ceil(Math.max(...waits));
    },
    async record(ip: string, email: string): Promise<void> {
      await db.query(sql`INSERT INTO login_failures (ip, email) VALUES (${ip}, ${email})`);
      // Old rows are useless; dropping them here keeps the table small without a scheduler.
      await db.query(sql`DELETE FROM login_failures WHERE failed_at < now() - interval '1 day'`);
    },
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
