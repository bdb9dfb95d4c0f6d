import sql, { raw, type Sql } from 'sql-template-tag';
import type { Caller } from '../../core/authentication/caller.ts';
import { isAdmin } from '../../core/authorization/roles.ts';

/**
 * The `decidable=true` list filter (proposed) of the approval lists: leaves out
 * the caller's own requests, which someone else decides (docs/api-contract.md §10.2);
 * admins may decide their own, so nothing is left out for them.
 */
export function decidableBy(caller: Caller, userColumn: 'us.user_id' | 'ca.user_id' | 'j.user_id'): Sql | undefined {
  return isAdmin(caller) ? undefined : sql`${raw(userColumn)} <> ${caller.id}`;
}
