import sql, { join, raw, type Sql } from 'sql-template-tag';
import type { Queryable } from './database.ts';

/** `cond1 AND cond2 ...`, or TRUE when there is nothing to filter on. */
export function allOf(conditions: (Sql | undefined)[]): Sql {
  const present = conditions.filter((condition): condition is Sql => condition !== undefined);
  return present.length === 0 ? sql`TRUE` : join(present, ' AND ', '(', ')');
}

/** A page of a list: its number (from 1) and size. */
export type Paging = { page: number; perPage: number };

/** `LIMIT … OFFSET …` of one page. */
export function pageClause(paging: Paging): Sql {
  return sql`LIMIT ${paging.perPage} OFFSET ${(paging.page - 1) * paging.perPage}`;
}

/** The order of `listedRows` unless told: by id, the contract's order of collections. */
const BY_ID = raw('listed.id');

/**
 * The rows of `select` in `order` (written on its rows as `listed`: `listed.id` unless told); with `paging` only that
 * page, and `total` counts them all. A page carries the count along in the same statement; only a page past the end
 * counts apart. A client that wants only the count asks for one item and is served one row, not the whole list.
 */
export async function listedRows<Row>(db: Queryable, select: Sql, paging?: Paging, order: Sql = BY_ID): Promise<{ rows: Row[]; total: number }> {
  if (!paging) {
    const rows = await db.query<Row>(sql`SELECT listed.* FROM (${select}) listed ORDER BY ${order}`);
    return { rows, total: rows.length };
  }
  const rows = await db.query<Row & { total_count: number }>(
    sql`SELECT listed.*, count(*) OVER ()::int AS total_count FROM (${select}) listed ORDER BY ${order} ${pageClause(paging)}`,
  );
  return { rows, total: rows[0]?.total_count ?? (await countedRows(db, select)) };
}

/** How many rows `select` gives, counted by the database: nothing is read or serialised. */
export async function countedRows(db: Queryable, select: Sql): Promise<number> {
  const [counted] = await db.query<{ total: number }>(sql`SELECT count(*)::int AS total FROM (${select}) listed`);
  return counted?.total ?? 0;
}

/** Groups rows by a numeric key, keeping their order. */
export function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const id = key(row);
    const group = groups.get(id);
    if (group) group.push(row);
    else groups.set(id, [row]);
  }
  return groups;
}

/** Whether a query failed on a unique index (SQLSTATE 23505), as both pg and PGlite report it. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/*
 * Reading rows as one JSON text the database built: a driver hands over one
 * text far faster than many rows field by field (three times as fast on
 * PGlite). Values arrive as JSON values: timestamps as ISO strings.
 */

/** Runs `SELECT <values> <from> ORDER BY <orderBy>` and reads each row as an array (large reports: no repeated keys). */
export async function rowsAsJson<Row extends unknown[]>(db: Queryable, query: { values: Sql; from: Sql; orderBy: Sql }): Promise<Row[]> {
  const [result] = await db.query<{ rows: string }>(
    sql`SELECT COALESCE(json_agg(json_build_array(${query.values}) ORDER BY ${query.orderBy}), '[]')::text AS rows ${query.from}`,
  );
  return JSON.parse(result?.rows ?? '[]') as Row[];
}
