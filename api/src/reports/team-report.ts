/**
 * Team report (T3, and the weekly mail of §9): the time of every member on the
 * team's tasks, per member, per day of the range and per task, with totals,
 * and a summary per member. Members are read in groups so the rows of a large
 * team over a month never sit in memory at once.
 */
import sql from 'sql-template-tag';
import type { Queryable } from '../db/database.ts';
import type { DayRange } from './report-sql.ts';
import { displayName, workPeriods } from './report-sql.ts';
import { slug } from './report-request.ts';
import { type BuiltReport, notFoundForReport, type ReportWorkbook } from './report-types.ts';

const MEMBERS_PER_QUERY = 10;

type Member = { id: number; user_name: string; email: string };

export async function buildTeamReport(db: Queryable, teamId: number, range: { start: string; end: string }, workbook: ReportWorkbook): Promise<BuiltReport> {
  const [team] = await db.query<{ name: string }>(sql`SELECT name FROM teams WHERE id = ${teamId}`);
  if (!team) throw notFoundForReport('team', teamId);
  const members = await db.query<Member>(
    sql`SELECT u.id, ${displayName('u')} AS user_name, u.email
        FROM users u WHERE u.id IN (SELECT user_id FROM user_teams WHERE team_id = ${teamId} UNION SELECT user_id FROM teams WHERE id = ${teamId})
        ORDER BY user_name, u.id`,
  );

  const detail = workbook.sheet('Tiempo por día', [
    { header: 'Usuario', kind: 'text' },
    { header: 'Correo', kind: 'text' },
    { header: 'Fecha', kind: 'date' },
    { header: 'Id tarea', kind: 'number' },
    { header: 'Tarea', kind: 'text', width: 40 },
    { header: 'Tiempo', kind: 'duration' },
  ]);
  const perMember = new Map<number, { seconds: number; days: Set<string> }>();
  for (let index = 0; index < members.length; index += MEMBERS_PER_QUERY) {
    const group = members.slice(index, index + MEMBERS_PER_QUERY);
    const rows = await db.query<{ user_id: number; day: string; task_id: number; task_name: string; seconds: number }>(
      sql`SELECT p.user_id, p.day::text AS day, p.task_id, t.name AS task_name, sum(p.seconds)::float8 AS seconds
          FROM (${workPeriods(range as DayRange, sql`h.user_id = ANY(${group.map((member) => member.id)}::int[])`)}) p
          JOIN tasks t ON t.id = p.task_id
          WHERE t.team_id = ${teamId}
          GROUP BY p.user_id, p.day, p.task_id, t.name
          ORDER BY p.user_id, p.day, t.name, p.task_id`,
    );
    const byUser = new Map<number, typeof rows>();
    for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
    for (const member of group) {
      const totals = { seconds: 0, days: new Set<string>() };
      for (const row of byUser.get(member.id) ?? []) {
        detail.add([member.user_name, member.email, row.day, row.task_id, row.task_name, row.seconds]);
        totals.seconds += row.seconds;
        totals.days.add(row.day);
      }
      perMember.set(member.id, totals);
    }
  }
  detail.addTotals();
  await detail.commit();

  const summary = workbook.sheet('Resumen por miembro', [
    { header: 'Usuario', kind: 'text' },
    { header: 'Correo', kind: 'text' },
    { header: 'Días con tiempo', kind: 'number', width: 16 },
    { header: 'Tiempo', kind: 'duration' },
  ]);
  for (const member of members) {
    const totals = perMember.get(member.id);
    summary.add([member.user_name, member.email, totals?.days.size ?? 0, totals?.seconds ?? 0]);
  }
  summary.addTotals();
  await summary.commit();

  return {
    fileName: `informe-equipo-${slug(team.name)}-${range.start}-${range.end}.xlsx`,
    subject: `Informe del equipo ${team.name} del ${range.start} al ${range.end}`,
  };
}
