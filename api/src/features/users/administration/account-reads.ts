import sql from 'sql-template-tag';
import { departmentIdsOfUser } from '../../../core/authorization/scope-sql.ts';
import type { Queryable } from '../../../core/db/database.ts';

/** What decides whether an account edit may lock the admins out: the roles as stored, the ban and the deletion. */
export type AccountStanding = { roles: unknown; banned: boolean; deleted: boolean };

/** The person's roles, ban and deletion, whether or not they may still sign in. */
export async function accountStanding(db: Queryable, userId: number): Promise<AccountStanding | undefined> {
  const [row] = await db.query<AccountStanding>(sql`SELECT roles, banned, deleted FROM users WHERE id = ${userId}`);
  return row;
}

/** The departments the person belongs to, directly or through a team: whose managers hear of changes to them. */
export async function departmentIdsOf(db: Queryable, userId: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    sql`SELECT department_id AS id FROM (${departmentIdsOfUser(userId)}) own`,
  );
  return rows.map((row) => row.id);
}
