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
  entity_label: string | null;
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

/** Entries about a person or about something of one person's, named by the person. */
const PERSON_ENTITIES = ['UserSchedule', 'CalendarAssignment', 'Justification', 'TimeCap', 'UserTeam'];
const PERSON_ID_ENTITIES = ['User', 'UserMemberships', 'UserInvitation', 'EmailChange'];

/**
 * Each entry's record, named as people know it ('Ana García Pérez', 'Soporte',
 * 'Soporte · Ana García Pérez'), joined in the same query as the rows: the
 * record's name today, or else the name it had in the entry's own snapshot,
 * so a record removed since still reads as what it was.
 */
const ENTITY_LABEL = sql`
  LEFT JOIN LATERAL (SELECT coalesce(nullif(a.after, 'null'), nullif(a.before, 'null')) AS row) snap ON TRUE
  LEFT JOIN users p ON p.id = CASE
    WHEN a.entity = ANY(${PERSON_ID_ENTITIES}) THEN a.entity_id
    WHEN a.entity = ANY(${PERSON_ENTITIES}) AND snap.row->>'user_id' ~ '^[0-9]+$' THEN (snap.row->>'user_id')::bigint END
  LEFT JOIN teams t ON t.id = CASE
    WHEN a.entity = 'Team' THEN a.entity_id
    WHEN a.entity = 'UserTeam' AND snap.row->>'team_id' ~ '^[0-9]+$' THEN (snap.row->>'team_id')::bigint END
  LEFT JOIN departments d ON a.entity IN ('Department', 'DepartmentMembers') AND d.id = a.entity_id
  LEFT JOIN subdepartments s ON a.entity = 'Subdepartment' AND s.id = a.entity_id
  LEFT JOIN tasks k ON a.entity = 'Task' AND k.id = a.entity_id
  LEFT JOIN LATERAL (SELECT coalesce(nullif(p.name, ''), p.email) AS person) named ON TRUE`;

const LABEL = sql`CASE
    WHEN a.entity = ANY(${PERSON_ID_ENTITIES}) THEN coalesce(named.person, nullif(snap.row->>'name', ''), snap.row->>'email')
    WHEN a.entity = 'UserTeam' THEN concat_ws(' · ', t.name, named.person)
    WHEN a.entity = ANY(${PERSON_ENTITIES}) THEN named.person
    WHEN a.entity = 'Team' THEN coalesce(t.name, snap.row->>'name')
    WHEN a.entity IN ('Department', 'DepartmentMembers') THEN coalesce(d.name, snap.row->>'name')
    WHEN a.entity = 'Subdepartment' THEN coalesce(s.name, snap.row->>'name')
    WHEN a.entity = 'Task' THEN coalesce(k.name, snap.row->>'name')
    WHEN a.entity = 'DatabaseBackup' THEN snap.row->>'file_name'
    ELSE snap.row->>'name' END`;

/** How many entries meet `where`: the page's total. */
export async function auditCount(db: Queryable, where: Sql): Promise<number> {
  const [row] = await db.query<{ total: number }>(sql`SELECT count(*)::int AS total FROM audit_logs a WHERE ${where}`);
  return row?.total ?? 0;
}

/** Newest first: `limit` rows after skipping `offset`, or below id `belowId` (keyset, for the spreadsheet). */
export function auditRows(db: Queryable, where: Sql, page: { limit: number; offset?: number; belowId?: number | null }): Promise<AuditRow[]> {
  const below = page.belowId ? sql`a.id < ${page.belowId}` : sql`TRUE`;
  return db.query<AuditRow>(
    sql`SELECT a.*, coalesce(nullif(u.name, ''), u.email) AS actor_name, nullif(${LABEL}, '') AS entity_label
        FROM audit_logs a LEFT JOIN users u ON u.id = a.actor_id
        ${ENTITY_LABEL}
        WHERE ${where} AND ${below} ORDER BY a.id DESC LIMIT ${page.limit} OFFSET ${page.offset ?? 0}`,
  );
}
