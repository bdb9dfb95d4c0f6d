import sql, { join, type Sql } from 'sql-template-tag';

/** `cond1 AND cond2 ...`, or TRUE when there is nothing to filter on. */
export function allOf(conditions: (Sql | undefined)[]): Sql {
  const present = conditions.filter((condition): condition is Sql => condition !== undefined);
  return present.length === 0 ? sql`TRUE` : join(present, ' AND ', '(', ')');
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
