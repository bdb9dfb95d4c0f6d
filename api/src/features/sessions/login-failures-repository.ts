import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sql from 'sql-template-tag';
import type { Database, Queryable } from '../../core/db/database.ts';
import { ApiError } from '../../core/errors/api-error.ts';
import { clientNetwork } from '../../core/security/client-network.ts';

/**
 * docs/api-contract.md §10.6, counted so that strangers cannot lock people out: failures
 * per account and per client network (an IPv4 /24, an IPv6 /64) over 15
 * minutes. Past 5 for the account or 50 for the network, a client the account
 * never signed in from waits (429 with Retry-After). A device the account
 * signed in from before (its device cookie, OWASP "device cookies") answers
 * only for its own failures, 5 per 15 minutes: the owner's right password
 * passes whatever others send, and a stolen cookie adds only its own 5 guesses.
 */
export const LOGIN_LIMITS = { windowSeconds: 15 * 60, perAccount: 5, perNetwork: 50, perDevice: 5 };

/** Namespaces of the advisory locks of an account and of a network (the other key is the e-mail's or network's hash). */
const ACCOUNT_LOCK_CLASS = 748_201_336;
const NETWORK_LOCK_CLASS = 748_201_339;

export const tooManyAttempts = (retryAfter: number) =>
  new ApiError(429, 'Demasiados intentos fallidos. Inténtelo de nuevo más tarde.', 'Too Many Requests', { 'retry-after': String(retryAfter) });

/** One password check: the e-mail typed, the client's address, and the id of its device cookie when the cookie is the account's. */
export type LoginAttempt = { ip: string; email: string; device: string | undefined };

type Counts = { failures: number; wait: number | null };

/** Seconds until `counts` drop under `limit` again, or 0 when they are under it. */
const waitOver = (counts: Counts | undefined, limit: number) => ((counts?.failures ?? 0) >= limit ? (counts?.wait ?? 1) : 0);

/**
 * Password-guess counters in the database, so every API instance applies the
 * same limits. An attempt is counted as a failure *before* the password is
 * checked, under the account's and the network's locks (always taken in that
 * order), so parallel attempts cannot all slip under a limit; a success then
 * takes its count back.
 */
export function createLoginFailuresRepository(db: Database) {
  const window = sql`(now() - make_interval(secs => ${LOGIN_LIMITS.windowSeconds}))`;
  const counted = sql`count(*)::int AS failures, extract(epoch FROM min(failed_at) - ${window})::float8 AS wait`;

  /** Seconds the attempt must wait, 0 when it may go on. */
  async function waitFor(tx: Queryable, { email, device }: LoginAttempt, network: string): Promise<number> {
    if (device !== undefined) {
      const [own] = await tx.query<Counts>(sql`SELECT ${counted} FROM login_failures WHERE device = ${device} AND failed_at > ${window}`);
      return waitOver(own, LOGIN_LIMITS.perDevice);
    }
    const [account] = await tx.query<Counts>(sql`SELECT ${counted} FROM login_failures WHERE email = ${email} AND device IS NULL AND failed_at > ${window}`);
    const [fromNetwork] = await tx.query<Counts>(
      sql`SELECT ${counted} FROM login_failures WHERE network = ${network} AND device IS NULL AND failed_at > ${window}`,
    );
    return Math.max(waitOver(account, LOGIN_LIMITS.perAccount), waitOver(fromNetwork, LOGIN_LIMITS.perNetwork));
  }

  return {
    /** Counts one attempt; throws the 429 (with Retry-After) when it is over a limit. */
    async reserveAttempt(attempt: LoginAttempt): Promise<void> {
      const network = await clientNetwork(db, attempt.ip);
      const retryAfter = await db.transaction(async (tx) => {
        await tx.query(sql`SELECT pg_advisory_xact_lock(${ACCOUNT_LOCK_CLASS}, hashtext(${attempt.email}))`);
        await tx.query(sql`SELECT pg_advisory_xact_lock(${NETWORK_LOCK_CLASS}, hashtext(${network}))`);
        const wait = Math.ceil(await waitFor(tx, attempt, network));
        if (wait <= 0) {
          await tx.query(sql`INSERT INTO login_failures (network, email, device) VALUES (${network}, ${attempt.email}, ${attempt.device ?? null})`);
        }
        return wait;
      });
      if (retryAfter > 0) throw tooManyAttempts(retryAfter);
      // Old rows are useless; dropping them here keeps the table small without a scheduler.
      await db.query(sql`DELETE FROM login_failures WHERE failed_at < now() - interval '1 day'`);
    },
    /** A correct password: the failures it answers for (its device's, or its account's from its network) are forgotten. */
    async clear(attempt: LoginAttempt): Promise<void> {
      if (attempt.device !== undefined) {
        await db.query(sql`DELETE FROM login_failures WHERE device = ${attempt.device}`);
        return;
      }
      const network = await clientNetwork(db, attempt.ip);
      await db.query(sql`DELETE FROM login_failures WHERE email = ${attempt.email} AND network = ${network} AND device IS NULL`);
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
