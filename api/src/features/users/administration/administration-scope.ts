import { ROLES_ONLY_ADMINS_GRANT } from '@portal/shared-api/rules';
import sql, { type Sql } from 'sql-template-tag';
import type { Caller } from '../../../core/authentication/caller.ts';
import { isAdmin, opensScreen } from '../../../core/authorization/roles.ts';
import { managedDepartmentIds, type UserScope, usersOfDepartments } from '../../../core/authorization/scope-sql.ts';
import type { Queryable } from '../../../core/db/database.ts';

/**
 * The people of the caller's departments holding no role the caller could not grant: no role only
 * admins grant, and no sub-department or team in charge outside those departments. Whoever edits an
 * account can take it over (a new e-mail, then a reset link), so a manager administers only accounts
 * no more powerful than the ones they could make.
 */
function administeredByManager(caller: Caller): Sql {
  const departments = managedDepartmentIds(caller);
  return sql`SELECT u.id FROM users u
             WHERE u.id IN (${usersOfDepartments(departments)})
               AND NOT (u.roles ?| ${[...ROLES_ONLY_ADMINS_GRANT]}::text[])
               AND NOT EXISTS (SELECT 1 FROM subdepartments s WHERE s.user_id = u.id AND s.department_id NOT IN (${departments}))
               AND NOT EXISTS (SELECT 1 FROM teams t WHERE t.user_id = u.id AND t.department_id NOT IN (${departments}))`;
}

/** The people the caller administers: everyone for admins; for department managers, see `administeredByManager`. */
export function administeredUsersScope(caller: Caller): UserScope {
  if (isAdmin(caller)) return { everyone: true };
  return { everyone: false, userIds: administeredByManager(caller) };
}

export const mayAdministerUsers = (caller: Caller) => opensScreen(caller, 'userAdministration');

/** Whether user `id` is one of the people the caller administers: the one check of every write on an account. */
export async function administers(db: Queryable, caller: Caller, id: number): Promise<boolean> {
  if (!mayAdministerUsers(caller)) return false;
  if (isAdmin(caller)) return true;
  const [row] = await db.query<{ managed: boolean }>(sql`SELECT ${id}::integer IN (${administeredByManager(caller)}) AS managed`);
  return row?.managed === true;
}

/** Ids of the departments the caller may put people into, or null for all (admins). */
export async function assignableDepartmentIds(db: Queryable, caller: Caller): Promise<Set<number> | null> {
  if (isAdmin(caller)) return null;
  const rows = await db.query<{ id: number }>(managedDepartmentIds(caller));
  return new Set(rows.map((row) => row.id));
}
