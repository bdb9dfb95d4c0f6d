import sql from 'sql-template-tag';
import type { Queryable } from '../db/database.ts';

/** The row of the allowed e-mail domains (contract §3.2): found by id, never by name. */
export const ALLOWED_DOMAINS_ID = 3;

/**
 * The check for mail to addresses typed by users (the notice e-mail of task
 * automation): only the allowed domains (configuration 3), when that list is
 * not empty. Domains compare trimmed, lower-cased and without a final dot.
 */
export async function isAllowedEmailDomain(db: Queryable, email: string): Promise<boolean> {
  const [row] = await db.query<{ value: unknown }>(sql`SELECT value FROM configurations WHERE id = ${ALLOWED_DOMAINS_ID}`);
  const normal = (domain: string) => domain.trim().toLowerCase().replace(/\.$/, '');
  const domains = Array.isArray(row?.value) ? row.value.filter((domain): domain is string => typeof domain === 'string').map(normal) : [];
  if (domains.length === 0) return true;
  return email.includes('@') && domains.includes(normal(email.slice(email.lastIndexOf('@') + 1)));
}
