import sql from 'sql-template-tag';
import type { Caller } from '../../core/authentication/caller.ts';
import { managedUsersScope, userInScope } from '../../core/authorization/scope-sql.ts';
import type { Queryable } from '../../core/db/database.ts';
import { allOf } from '../../core/db/sql-helpers.ts';
import type { JsonObject } from '../../core/json-ld/json-ld.ts';
import { toDepartmentAccess } from './user-serializer.ts';

export type DepartmentAccessFilters = { user?: number[] | undefined; department?: number[] | undefined };

/**
 * F1: the department read accesses a user's own record shows to the caller
 * (`departmentAccess`, in the self, manager and admin views): their own, and
 * those of the people a manager link covers; admins see every one.
 */
export async function departmentAccesses(db: Queryable, caller: Caller, filters: DepartmentAccessFilters): Promise<JsonObject[]> {
  const rows = await db.query<{ id: number; user_id: number; department_id: number; read_bool: boolean }>(
    sql`SELECT uda.id, uda.user_id, uda.department_id, uda.read_bool FROM user_department_accesses uda
        WHERE ${allOf([
          sql`(uda.user_id = ${caller.id} OR ${userInScope('uda.user_id', managedUsersScope(caller))})`,
          filters.user ? sql`uda.user_id = ANY(${filters.user})` : undefined,
          filters.department ? sql`uda.department_id = ANY(${filters.department})` : undefined,
        ])}
        ORDER BY uda.id`,
  );
  return rows.map(toDepartmentAccess);
}
