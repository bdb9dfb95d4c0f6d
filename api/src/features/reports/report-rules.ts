/**
 * Who may ask for which report (docs/api-contract.md T): admins and inspectors about
 * anything, department managers only about the teams, users and tasks of the
 * departments they manage; everyone else is refused.
 */
import { daysInRange, periodTooLong, REPORT_MESSAGES } from '@portal/shared-api/rules';
import sql, { type Sql } from 'sql-template-tag';
import type { Database } from '../../core/db/database.ts';
import { badRequest, forbidden, invalid, notFound } from '../../core/errors/api-error.ts';
import type { Caller } from '../../core/authentication/caller.ts';
import { hasRole, isAdmin, opensScreen, ROLE } from '../../core/authorization/roles.ts';
import { managedDepartmentIds, usersOfDepartments } from '../../core/authorization/scope-sql.ts';

export { MAX_TEAM_REPORT_DAYS } from '@portal/shared-api/rules';

// The texts the report screen shows too.
export const { WRONG_PARAMETER, END_BEFORE_START } = REPORT_MESSAGES;

export function assertMayRequestReports(caller: Caller): void {
  if (!opensScreen(caller, 'reports')) {
    throw forbidden('No tiene permiso para solicitar informes.');
  }
}

export const seesEverything = (caller: Caller) => isAdmin(caller) || hasRole(caller, ROLE.INSPECTOR);

/** 404 when the subject does not exist, 403 when it lies outside the caller's departments. */
async function assertInScope(db: Database, caller: Caller, exists: Sql, inScope: (departments: Sql) => Sql): Promise<void> {
  const [row] = await db.query<{ found: boolean; allowed: boolean }>(
    sql`SELECT (${exists}) AS found, (${seesEverything(caller) ? sql`TRUE` : inScope(managedDepartmentIds(caller))}) AS allowed`,
  );
  if (!row?.found) throw notFound();
  if (!row.allowed) throw forbidden('No tiene permiso para solicitar informes de fuera de sus departamentos.');
}

export const reportScope = {
  team: (db: Database, caller: Caller, teamId: number) =>
    assertInScope(db, caller, sql`EXISTS (SELECT 1 FROM teams WHERE id = ${teamId})`, (departments) =>
      sql`EXISTS (SELECT 1 FROM teams WHERE id = ${teamId} AND department_id IN (${departments}))`,
    ),
  user: (db: Database, caller: Caller, userId: number) =>
    assertInScope(db, caller, sql`EXISTS (SELECT 1 FROM users WHERE id = ${userId})`, (departments) => sql`${userId}::integer IN (${usersOfDepartments(departments)})`),
  task: (db: Database, caller: Caller, taskId: number) =>
    assertInScope(db, caller, sql`EXISTS (SELECT 1 FROM tasks WHERE id = ${taskId})`, (departments) =>
      sql`EXISTS (SELECT 1 FROM tasks t JOIN teams team ON team.id = t.team_id WHERE t.id = ${taskId} AND team.department_id IN (${departments}))`,
    ),
};

/** The departments a caller's reports are confined to, or undefined when they see everything. */
export async function reportDepartments(db: Database, caller: Caller): Promise<number[] | undefined> {
  if (seesEverything(caller)) return undefined;
  const rows = await db.query<{ id: number }>(sql`SELECT id FROM (${managedDepartmentIds(caller)}) managed ORDER BY id`);
  return rows.map((row) => row.id);
}

/** A path id: digits only, else 400 `Parámetro incorrecto`. */
export function pathId(value: string): number {
  if (!/^[1-9][0-9]{0,8}$/.test(value)) throw badRequest(WRONG_PARAMETER, `"${value}" is not an id`);
  return Number(value);
}

/** A `YYYY-MM-DD` calendar date, else 400 `Parámetro incorrecto`. */
export function calendarDate(value: unknown, field: string): string {
  const text = typeof value === 'string' ? value : '';
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00Z`) : null;
  if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== text || text < '1000') {
    throw badRequest(WRONG_PARAMETER, `${field}: expected a YYYY-MM-DD date`);
  }
  return text;
}

/** Both dates valid, `end` not before `start` (end is inclusive) and at most `maxDays` days apart. */
export function dateRange(start: unknown, end: unknown, maxDays: number): { start: string; end: string } {
  const range = { start: calendarDate(start, 'start'), end: calendarDate(end, 'end') };
  if (range.end < range.start) throw invalid('end', END_BEFORE_START, 'end_before_start');
  if (daysInRange(range.start, range.end) > maxDays) throw invalid('end', periodTooLong(maxDays), 'range_too_long');
  return range;
}
