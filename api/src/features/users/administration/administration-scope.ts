import sql from 'sql-template-tag';
import type { Caller } from '../../../core/authentication/caller.ts';
import { isAdmin, opensScreen } from '../../../core/authorization/roles.ts';
import { managedDepartmentIds, type UserScope, usersOfDepartments } from '../../../core/authorization/scope-sql.ts';
import type { Queryable } from '../../../core/db/database.ts';

/** The people the caller administers: everyone for admins, the people of their departments for department managers. */
export function administeredUsersScope(caller: Caller): UserScope {
  if (isAdmin(caller)) return { everyone: true };
  return { everyone: false, userIds: usersOfDepartments(managedDepartmentIds(caller)) };
}

export const mayAdministerUsers = (caller: Caller) => opensScreen(caller, 'userAdministration');

/** Whether user `id` is one of the people the caller administers. */
export async function administers(db: Queryable, caller: Caller, id: number): Promise<boolean> {
  if (!mayAdministerUsers(caller)) return false;
  if (isAdmin(caller)) return true;
  const [row] = await db.query<{ managed: boolean }>(sql`SELECT ${id}::integer IN (${usersOfDepartments(managedDepartmentIds(caller))}) AS managed`);
  return row?.managed === true;
}

/** Ids of the departments the caller may put people into, or null for all (admins). */
export async function assignableDepartmentIds(db: Queryable, caller: Caller): Promise<Set<number> | null> {
  if (isAdmin(caller)) return null;
  const rows = await db.query<{ id: number }>(managedDepartmentIds(caller));
  return new Set(rows.map((row) => row.id));
}
