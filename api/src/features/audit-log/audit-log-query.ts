/** The audit log's filters and rows, shared by its page and its spreadsheet. */
import sql, { type Sql } from 'sql-template-tag';
import type { Queryable } from '../../core/db/database.ts';
import { allOf } from '../../core/db/sql-helpers.ts';
import { createdAtFilter } from '../../core/schemas/created-at-filter.ts';
import { integerFilter, type Query, relationFilter } from '../../core/schemas/filters.ts';

export type AuditRow = {
  id: string | number;
  created_at: Date;
  actor_id: number | null;
  actor_name: string | null;
  actor_ip: string | null;
  action: string;
  entity: string;
  entity_id: string | number | null;
  before: unknown;
  after: unknown;
};

export const AUDIT_FILTERS = {
  entity: 'entity name, e.g. Team',
  entityId: 'numeric id',
  actor: 'user IRI or id',
  action: 'create|update|delete|restore',
  'createdAt[after]': 'first day, YYYY-MM-DD',
  'createdAt[before]': 'last day, YYYY-MM-DD',
};

const texts = (value: Query[string]) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]);

/** The WHERE of the filters asked (alias `a`); a malformed day is a 400. */
export function auditWhere(query: Query): Sql {
  const entities = texts(query.entity);
  const entityIds = integerFilter(query, 'entityId');
  const actors = relationFilter(query, 'actor', 'users');
  const actions = texts(query.action);
  return allOf([
    entities ? sql`a.entity = ANY(${entities})` : undefined,
    entityIds ? sql`a.entity_id = ANY(${entityIds})` : undefined,
    actors ? sql`a.actor_id = ANY(${actors})` : undefined,
    actions ? sql`a.action = ANY(${actions})` : undefined,
    ...createdAtFilter(query, 'a.created_at'),
  ]);
}

/** Newest first: `limit` rows after skipping `offset`, or below id `belowId` (keyset, for the spreadsheet). */
export function auditRows(db: Queryable, where: Sql, page: { limit: number; offset?: number; belowId?: number | null }): Promise<AuditRow[]> {
  const below = page.belowId ? sql`a.id < ${page.belowId}` : sql`TRUE`;
  return db.query<AuditRow>(
    sql`SELECT a.*, coalesce(nullif(u.name, ''), u.email) AS actor_name
        FROM audit_logs a LEFT JOIN users u ON u.id = a.actor_id
        WHERE ${where} AND ${below} ORDER BY a.id DESC LIMIT ${page.limit} OFFSET ${page.offset ?? 0}`,
  );
}
