/**
 * User report (T2). `solicitante`: the tasks the user requested, with status
 * and time spent; `user`: the time the user worked, per day and per task.
 */
import sql from 'sql-template-tag';
import type { Queryable } from '../../core/db/database.ts';
import { type DayRange, rangeBounds, requestedBy, timePerUserDayAndTask } from './report-sql.ts';
import { rangeSuffix, slug } from './report-request.ts';
import { type BuiltReport, notFoundForReport, type ReportWorkbook } from './report-types.ts';
import { writeTaskListSheet } from './task-list-sheet.ts';

export async function buildUserReport(
  db: Queryable,
  request: { type: 'solicitante' | 'user'; userId: number; departments?: number[] } & DayRange,
  workbook: ReportWorkbook,
): Promise<BuiltReport> {
  const [user] = await db.query<{ email: string }>(sql`SELECT email FROM users WHERE id = ${request.userId}`);
  if (!user) throw notFoundForReport('user', request.userId);
  const range = { start: request.start, end: request.end };
  const period = request.start && request.end ? ` del ${request.start} al ${request.end}` : '';
  // A manager's report holds only the work done in their departments' teams, wherever else the user works.
  const inScope =
    request.departments === undefined ? sql`TRUE` : sql`t.team_id IN (SELECT id FROM teams WHERE department_id = ANY(${request.departments}::int[]))`;

  if (request.type === 'solicitante') {
    const { from, to } = rangeBounds(range);
    const requested = sql`EXISTS (SELECT 1 FROM users req WHERE req.id = ${request.userId} AND ${requestedBy('t', 'req')})
                          AND t.created_at >= ${from} AND t.created_at < ${to} AND ${inScope}`;
    await writeTaskListSheet(db, workbook, 'Tareas solicitadas', requested, range);
    return {
      fileName: `informe-solicitante-${slug(user.email)}${rangeSuffix(request.start, request.end)}.xlsx`,
      subject: `Informe de las tareas solicitadas por ${user.email}${period}`,
    };
  }

  const sheet = workbook.sheet('Tiempo trabajado', [
    { header: 'Fecha', kind: 'date' },
    { header: 'Id tarea', kind: 'number' },
    { header: 'Tarea', kind: 'text', width: 40 },
    { header: 'Equipo', kind: 'text' },
    { header: 'Tiempo', kind: 'duration' },
  ]);
  const rows = await db.query<{ day: string; task_id: number; task_name: string; team: string; seconds: number }>(
    sql`SELECT p.day::text AS day, p.task_id, t.name AS task_name, team.name AS team, p.seconds
        FROM (${timePerUserDayAndTask(range, sql`h.user_id = ${request.userId}`)}) p
        JOIN tasks t ON t.id = p.task_id JOIN teams team ON team.id = t.team_id
        WHERE ${inScope}
        ORDER BY p.day, p.task_id`,
  );
  for (const row of rows) sheet.add([row.day, row.task_id, row.task_name, row.team, row.seconds]);
  sheet.addTotals();
  await sheet.commit();
  return {
    fileName: `informe-usuario-${slug(user.email)}${rangeSuffix(request.start, request.end)}.xlsx`,
    subject: `Informe del tiempo trabajado por ${user.email}${period}`,
  };
}
