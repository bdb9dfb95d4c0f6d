/** Team report without time limit (T4) and advanced report (T5): lists of the team's tasks with their time. */
import sql, { empty, join, type Sql } from 'sql-template-tag';
import type { Queryable } from '../../core/db/database.ts';
import { type DayRange, rangeBounds } from './report-sql.ts';
import { rangeSuffix, slug } from './report-request.ts';
import { type BuiltReport, notFoundForReport, type ReportWorkbook } from './report-types.ts';
import { writeTaskListSheet } from './task-list-sheet.ts';
import { likeContaining } from '../../core/db/fold-text.ts';

async function teamName(db: Queryable, teamId: number): Promise<string> {
  const [team] = await db.query<{ name: string }>(sql`SELECT name FROM teams WHERE id = ${teamId}`);
  if (!team) throw notFoundForReport('team', teamId);
  return team.name;
}

/** Every task of the team, open ones included; only the time inside the cut-off dates counts. */
export async function buildTeamNoLimitReport(db: Queryable, teamId: number, range: { start: string; end: string }, workbook: ReportWorkbook): Promise<BuiltReport> {
  const name = await teamName(db, teamId);
  await writeTaskListSheet(db, workbook, 'Tareas del equipo', sql`t.team_id = ${teamId}`, range);
  return {
    fileName: `informe-equipo-sin-limite-${slug(name)}-${range.start}-${range.end}.xlsx`,
    subject: `Informe sin límite de tiempo del equipo ${name} (tiempo del ${range.start} al ${range.end})`,
  };
}

/**
 * The team's tasks created in the range whose requester is `applicant` and
 * whose name holds every keyword, with their time in the same range.
 */
export async function buildAdvancedReport(
  db: Queryable,
  request: { teamId: number; applicant: string | null; keywords: string | null } & DayRange,
  workbook: ReportWorkbook,
): Promise<BuiltReport> {
  const name = await teamName(db, request.teamId);
  const range = { start: request.start, end: request.end };
  const { from, to } = rangeBounds(range);
  const words = (request.keywords ?? '').split(/\s+/).filter(Boolean);
  const conditions: Sql[] = [
    sql`t.team_id = ${request.teamId}`,
    sql`t.created_at >= ${from} AND t.created_at < ${to}`,
    request.applicant ? sql`lower(t.email) = lower(${request.applicant})` : empty,
    ...words.map((word) => sql`t.name ILIKE ${likeContaining(word)}`),
  ].filter((condition) => condition !== empty);
  await writeTaskListSheet(db, workbook, 'Tareas', join(conditions, ' AND '), range);
  return {
    fileName: `informe-avanzado-${slug(name)}${rangeSuffix(request.start, request.end)}.xlsx`,
    subject: `Informe avanzado del equipo ${name}`,
  };
}
