import sql from 'sql-template-tag';
import type { Queryable } from '../../core/db/database.ts';

/** Stores the person's new password; the token version moves on, so no session token issued before it is accepted any more. */
export async function setPassword(tx: Queryable, userId: number, passwordHash: string): Promise<void> {
  await tx.query(sql`UPDATE users SET password_hash = ${passwordHash}, token_version = token_version + 1 WHERE id = ${userId}`);
}
