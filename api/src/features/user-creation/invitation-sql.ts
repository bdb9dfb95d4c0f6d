import sql from 'sql-template-tag';
import type { Queryable } from '../../core/db/database.ts';

/** Whether the live account still waits for its first password (`invited`); undefined when it is deleted, banned or absent. */
export async function liveAccountInvitation(db: Queryable, userId: number): Promise<{ invited: boolean } | undefined> {
  const [row] = await db.query<{ invited: boolean }>(
    sql`SELECT password_hash = '' AS invited FROM users WHERE id = ${userId} AND NOT deleted AND NOT banned`,
  );
  return row;
}
