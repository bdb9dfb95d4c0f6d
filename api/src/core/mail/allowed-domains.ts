import { domainToASCII } from 'node:url';
import sql from 'sql-template-tag';
import type { Queryable } from '../db/database.ts';

/** The row of the allowed e-mail domains (docs/api-contract.md §3.2): found by id, never by name. */
export const ALLOWED_DOMAINS_ID = 3;

/** Labels of letters, digits and inner hyphens; at least two; a TLD that is not all digits (so no IP addresses). */
const HOST_NAME = /^(?=.{1,253}$)(?:(?!-)[a-z0-9-]{1,63}(?<!-)\.)+(?!-)(?=[a-z0-9-]*[a-z])[a-z0-9-]{2,63}(?<!-)$/;

/**
 * The stored form of a domain typed by a user: trimmed, lower case, without a
 * final dot, international names in punycode (`münchen.de` →
 * `xn--mnchen-3ya.de`); null when it is not a domain name.
 */
export function normaliseDomain(text: string): string | null {
  const trimmed = text.trim().replace(/\.$/, '');
  if (trimmed.length === 0 || trimmed.length > 253) return null;
  const ascii = domainToASCII(trimmed);
  return HOST_NAME.test(ascii) ? ascii : null;
}

/** Configuration 3: the domains mail may go to and accounts may use; empty means any. */
export async function allowedDomains(db: Queryable): Promise<string[]> {
  const [row] = await db.query<{ value: unknown }>(sql`SELECT value FROM configurations WHERE id = ${ALLOWED_DOMAINS_ID}`);
  return Array.isArray(row?.value) ? row.value.filter((domain): domain is string => typeof domain === 'string') : [];
}

/** Whether an address's domain is in `domains` (compared in their normal form); any domain when the list is empty. */
export function isEmailInDomains(email: string, domains: readonly string[]): boolean {
  if (domains.length === 0) return true;
  const domain = normaliseDomain(email.slice(email.lastIndexOf('@') + 1));
  return domain !== null && email.includes('@') && domains.some((allowed) => normaliseDomain(allowed) === domain);
}

/**
 * The check for mail to addresses typed by users (e.g. the notice e-mail of
 * task automation): only the allowed domains, when the list is not empty.
 */
export async function isAllowedEmailDomain(db: Queryable, email: string): Promise<boolean> {
  return isEmailInDomains(email, await allowedDomains(db));
}
