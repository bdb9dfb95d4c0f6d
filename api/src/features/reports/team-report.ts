/**
 * Team report (T3, and the weekly mail of §9): the time of every member on the
 * team's tasks, per member, per day of the range and per task, with totals,
 * and a summary per member. A fixed number of statements whatever the team's
 * size: the members, then the time of all of them at once.
 */
import sql from 'sql-template-tag';
import type { Queryable } from '../../core/db/database.ts';
import { rowsAsJson } from '../../core/db/sql-helpers.ts';
import { displayName, timePerUserDayAndTask } from './report-sql.ts';
import { slug } from './report-request.ts';
import { type BuiltReport, notFoundForReport, type ReportWorkbook } from './report-types.ts';

type Member = { id: number; user_name: string; email: string };

/** Member id, day, task id, task name, seconds. */
type MemberTime = [number, string, number, string, number];

export async function buildTeamReport(db: Queryable, teamId: number, range: { start: string; end: string }, workbook: ReportWorkbook): Promise<BuiltReport> {
  const [team] = await db.query<{ name: string }>(sql`SELECT name FROM teams WHERE id = ${teamId}`);
  if (!team) throw notFoundForReport('team', teamId);
  const members = await db.query<Member>(
    sql`SELECT u.id, ${displayName('u')} AS user_name, u.email
        FROM users u WHERE u.id IN (SELECT user_id FROM user_teams WHERE team_id = ${teamId} UNION SELECT user_id FROM teams WHERE id = ${teamId})
        ORDER BY user_name, u.id`,
  );
  const memberIds = members.map((member) => member.id);
  // Rows come in the members' order, so the sheet is written as they arrive.
  const times = await rowsAsJson<MemberTime>(db, {
    values: sql`p.user_id, p.day::text, p.task_id, t.name, p.seconds`,
    from: sql`FROM (${timePerUserDayAndTask(range, sql`h.user_id = ANY(${memberIds}::int[])`)}) p
              JOIN tasks t ON t.id = p.task_id
              WHERE t.team_id = ${teamId}`,
    orderBy: sql`array_position(${memberIds}::int[], p.user_id), p.day, t.name, p.task_id`,
  });

  const detail = workbook.sheet('Tiempo por día', [
    { header: 'Usuario', kind: 'text' },
    { header: 'Correo', kind: 'text' },
    { header: 'Fecha', kind: 'date' },
    { header: 'Id tarea', kind: 'number' },
    { header: 'Tarea', kind: 'text', width: 40 },
    { header: 'Tiempo', kind: 'duration' },
  ]);
  // Map order is the members' order: the summary below lists them as the detail does.
  const tally = new Map(members.map((member) => [member.id, { member, seconds: 0, days: new Set<string>() }]));
  for (const [memberId, day, taskId, taskName, seconds] of times) {
    const entry = tally.get(memberId);
    if (!entry) continue;
    detail.add([entry.member.user_name, entry.member.email, day, taskId, taskName, seconds]);
    entry.seconds += seconds;
    entry.days.add(day);
  }
  detail.addTotals();
  await detail.commit();

  const summary = workbook.sheet('Resumen por miembro', [
    { header: 'Usuario', kind: 'text' },
    { header: 'Correo', kind: 'text' },
    { header: 'Días con tiempo', kind: 'number', width: 16 },
    { header: 'Tiempo', kind: 'duration' },
  ]);
  for (const { member, seconds, days } of tally.values()) summary.add([member.user_name, member.email, days.size, seconds]);
  summary.addTotals();
  await summary.commit();

  return {
    fileName: `informe-equipo-${slug(team.name)}-${range.start}-${range.end}.xlsx`,
    subject: `Informe del equipo ${team.name} del ${range.start} al ${range.end}`,
  };
}
