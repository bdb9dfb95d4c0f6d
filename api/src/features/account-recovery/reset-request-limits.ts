/**
 * Reset requests are limited per requesting network (an IPv4 /24, an IPv6 /64):
 * 3 an hour for one address (docs/api-contract.md §10.6) and 20 for all (nobody sweeps
 * through addresses). One address takes at most 10 an hour from everyone
 * together, so no mailbox is flooded; that bound does not hold back a device the
 * account signed in from, so strangers cannot keep the owner from their own
 * reset. Counted whether or not the address has an account, so the limits tell nothing either.
 */
import sql from 'sql-template-tag';
import type { Database } from '../../core/db/database.ts';
import { ApiError } from '../../core/errors/api-error.ts';
import { clientNetwork } from '../../core/security/client-network.ts';

export const RESET_REQUEST_LIMITS = { windowSeconds: 60 * 60, perNetworkAndEmail: 3, perNetwork: 20, perEmail: 10 };

export const TOO_MANY_REQUESTS = 'Demasiadas solicitudes. Inténtelo de nuevo más tarde.';

/** Namespaces of the advisory locks of a requested address and of a requesting network (the other key is its hash). */
const EMAIL_LOCK_CLASS = 748_201_337;
const NETWORK_LOCK_CLASS = 748_201_340;

/** A request for `email` from `ip`; `ownDevice` when it comes from a device the address's account signed in from. */
export type ResetRequest = { ip: string; email: string; ownDevice: boolean };

/** Counts one request; throws the 429 (with Retry-After) when over a limit. */
export async function countResetRequest(db: Database, { ip, email, ownDevice }: ResetRequest): Promise<void> {
  const window = sql`(now() - make_interval(secs => ${RESET_REQUEST_LIMITS.windowSeconds}))`;
  const network = await clientNetwork(db, ip);
  const refused = await db.transaction(async (tx) => {
    await tx.query(sql`SELECT pg_advisory_xact_lock(${EMAIL_LOCK_CLASS}, hashtext(${email}))`);
    await tx.query(sql`SELECT pg_advisory_xact_lock(${NETWORK_LOCK_CLASS}, hashtext(${network}))`);
    const [row] = await tx.query<{ per_pair: number; per_network: number; per_email: number }>(
      sql`SELECT count(*) FILTER (WHERE network = ${network} AND email = ${email})::int AS per_pair,
                 count(*) FILTER (WHERE network = ${network})::int AS per_network,
                 count(*) FILTER (WHERE email = ${email})::int AS per_email
          FROM password_reset_requests WHERE (network = ${network} OR email = ${email}) AND requested_at > ${window}`,
    );
    const over =
      (row?.per_pair ?? 0) >= RESET_REQUEST_LIMITS.perNetworkAndEmail ||
      (row?.per_network ?? 0) >= RESET_REQUEST_LIMITS.perNetwork ||
      (!ownDevice && (row?.per_email ?? 0) >= RESET_REQUEST_LIMITS.perEmail);
    if (!over) await tx.query(sql`INSERT INTO password_reset_requests (network, email) VALUES (${network}, ${email})`);
    return over;
  });
  if (refused) throw new ApiError(429, TOO_MANY_REQUESTS, 'Too Many Requests', { 'retry-after': String(RESET_REQUEST_LIMITS.windowSeconds) });
  await db.query(sql`DELETE FROM password_reset_requests WHERE requested_at < now() - interval '1 day'`);
}
