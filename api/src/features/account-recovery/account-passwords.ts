import sql from 'sql-template-tag';
import type { Queryable } from '../../core/db/database.ts';

/**
 * Stores the person's new password; the token version moves on, so no session token issued before it is accepted any
 * more. Returns the new token version.
 */
export async function setPassword(tx: Queryable, userId: number, passwordHash: string): Promise<number> {
  const [row] = await tx.query<{ token_version: number }>(
    sql`UPDATE users SET password_hash = ${passwordHash}, token_version = token_version + 1 WHERE id = ${userId} RETURNING token_version`,
  );
  return row?.token_version ?? 0;
}
