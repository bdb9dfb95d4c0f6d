import sql, { raw } from 'sql-template-tag';
import type { Queryable } from '../../core/db/database.ts';
import type { UserSummary } from '@portal/shared-api/entities';
import type { Serialized } from '../../core/json-ld/json-ld.ts';
import { toUserSummary, USER_SUMMARY_COLUMNS, type UserSummaryRow } from './user-summary-serializer.ts';

/** Embedded requester summaries (docs/api-contract.md §1.2) of the given users, by id. */
export async function userSummariesByIds(db: Queryable, ids: number[]): Promise<Map<number, Serialized<UserSummary>>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.query<UserSummaryRow>(sql`SELECT ${raw(USER_SUMMARY_COLUMNS)} FROM users u WHERE u.id = ANY(${unique})`);
  return new Map(rows.map((row) => [row.id, toUserSummary(row)]));
}
