/**
 * `createdAt[after]` / `createdAt[before]` as the portal's date pickers send
 * them: whole days (`YYYY-MM-DD`) in the portal's zone, both ends included.
 */
import sql, { raw, type Sql } from 'sql-template-tag';
import { badRequest } from '../errors/api-error.ts';
import type { Query } from './filters.ts';

const PORTAL_ZONE = 'Europe/Madrid';
const DAY = /^[1-9]\d{3}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function dayOf(query: Query, name: string): string | undefined {
  const value = query[name];
  const one = Array.isArray(value) ? value[0] : value;
  if (one === undefined || one === '') return undefined;
  if (!DAY.test(one) || Number.isNaN(Date.parse(`${one}T00:00:00Z`))) throw badRequest('Fecha no válida', `${name}: expected YYYY-MM-DD`);
  return one;
}

/** The conditions on `column` (a timestamptz) for the days asked; a malformed day is a 400. */
export function createdAtFilter(query: Query, column: string): Sql[] {
  const after = dayOf(query, 'createdAt[after]');
  const before = dayOf(query, 'createdAt[before]');
  return [
    ...(after ? [sql`${raw(column)} >= (${after}::date::timestamp AT TIME ZONE ${PORTAL_ZONE})`] : []),
    ...(before ? [sql`${raw(column)} < ((${before}::date + 1)::timestamp AT TIME ZONE ${PORTAL_ZONE})`] : []),
  ];
}
