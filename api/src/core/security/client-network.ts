import { isIP, isIPv4 } from 'node:net';
import sql from 'sql-template-tag';
import type { Queryable } from '../db/database.ts';

/** How an IPv4 client of a dual-stack socket shows: `::ffff:192.0.2.1`. */
const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** Bits of an address that name the network its holder controls. */
const NETWORK_BITS = { ipv4: 24, ipv6: 64 } as const;

/**
 * The client's network: its IPv4 /24 or IPv6 /64, e.g. `192.0.2.0/24`.
 * Anyone holds a whole /64, so counting single IPv6 addresses would count
 * nothing, and a small office's addresses sit in one /24. PostgreSQL's inet
 * type does the masking; an address that is no IP at all (an odd forwarded
 * header) is a network of its own.
 */
export async function clientNetwork(db: Queryable, ip: string): Promise<string> {
  const address = (MAPPED_IPV4.exec(ip)?.[1] ?? ip).split('%')[0] ?? '';
  if (!isIP(address)) return ip;
  const bits = isIPv4(address) ? NETWORK_BITS.ipv4 : NETWORK_BITS.ipv6;
  const [row] = await db.query<{ network: string }>(sql`SELECT network(set_masklen(${address}::inet, ${bits}::integer))::text AS network`);
  return row?.network ?? ip;
}
