/**
 * Reset requests are limited per requested address (a mailbox is not flooded)
 * and per client address (nobody sweeps through addresses). Counted whether or
 * not the address has an account, so the limit tells nothing either.
 */
import sql from 'sql-template-tag';
import type { Database } from '../../core/db/database.ts';
import { ApiError } from '../../core/errors/api-error.ts';

export const RESET_REQUEST_LIMITS = { windowSeconds: 60 * 60, perEmail: 3, perIp: 20 };

export const TOO_MANY_REQUESTS = 'Demasiadas solicitudes. Inténtelo de nuevo más tarde.';

/** Namespace of the per-client advisory locks (the other key is the client's hash). */
const REQUESTS_LOCK_CLASS = 748_201_337;

/** Counts one request of `email` from `ip`; throws the 429 (with Retry-After) when over a limit. */
export async function countResetRequest(db: Database, ip: string, email: string): Promise<void> {
  const window = sql`(now() - make_interval(secs => ${RESET_REQUEST_LIMITS.windowSeconds}))`;
  const refused = await db.transaction(async (tx) => {
    await tx.query(sql`SELECT pg_advisory_xact_lock(${REQUESTS_LOCK_CLASS}, hashtext(${ip}))`);
    const [row] = await tx.query<{ per_email: number; per_ip: number }>(
      sql`SELECT (SELECT count(*) FROM password_reset_requests WHERE email = ${email} AND requested_at > ${window})::int AS per_email,
                 (SELECT count(*) FROM password_reset_requests WHERE ip = ${ip} AND requested_at > ${window})::int AS per_ip`,
    );
    const over = (row?.per_email ?? 0) >= RESET_REQUEST_LIMITS.perEmail || (row?.per_ip ?? 0) >= RESET_REQUEST_LIMITS.perIp;
    if (!over) await tx.query(sql`INSERT INTO password_reset_requests (ip, email) VALUES (${ip}, ${email})`);
    return over;
  });
  if (refused) throw new ApiError(429, TOO_MANY_REQUESTS, 'Too Many Requests', { 'retry-after': String(RESET_REQUEST_LIMITS.windowSeconds) });
  await db.query(sql`DELETE FROM password_reset_requests WHERE requested_at < now() - interval '1 day'`);
}
