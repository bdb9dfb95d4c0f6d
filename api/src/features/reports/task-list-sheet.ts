/**
 * A sheet listing tasks with their time in a range, read by task id in
 * slices: the shape shared by the requester, team-without-limit and advanced reports.
 */
import sql, { type Sql } from 'sql-template-tag';
import type { Queryable } from '../../core/db/database.ts';
import { type DayRange, inSlices, timePerTask, wallClock } from './report-sql.ts';
import type { ReportWorkbook } from './report-types.ts';

type TaskRow = { id: number; name: string; team: string; status: string; requester: string | null; created: string; due: string | null };

/** `condition` selects the tasks (alias `t`); `timeRange` bounds the time added up for each. */
export async function writeTaskListSheet(db: Queryable, workbook: ReportWorkbook, name: string, condition: Sql, timeRange: DayRange): Promise<void> {
  const sheet = workbook.sheet(name, [
    { header: 'Id', kind: 'number' },
    { header: 'Tarea', kind: 'text', width: 40 },
    { header: 'Equipo', kind: 'text' },
    { header: 'Estado', kind: 'text', width: 15 },
    { header: 'Solicitante', kind: 'text' },
    { header: 'Creada', kind: 'datetime' },
    { header: 'Fecha límite', kind: 'date' },
    { header: 'Tiempo', kind: 'duration' },
  ]);
  const fetchSlice = async (after: number | null, size: number) => {
    const tasks = await db.query<TaskRow>(
      sql`SELECT t.id, t.name, team.name AS team, st.name AS status, COALESCE(t.email, creator.email) AS requester,
                 ${wallClock(sql`t.created_at`)} AS created, to_char(t.due_date AT TIME ZONE 'Europe/Madrid', 'YYYY-MM-DD') AS due
          FROM tasks t JOIN teams team ON team.id = t.team_id JOIN task_statuses st ON st.id = t.status_id
          LEFT JOIN users creator ON creator.id = t.created_by_id
          WHERE NOT t.deleted AND (${condition}) AND t.id > ${after ?? 0}
          ORDER BY t.id LIMIT ${size}`,
    );
    if (tasks.length === 0) return [];
    const times = await db.query<{ task_id: number; seconds: number }>(timePerTask(timeRange, tasks.map((task) => task.id)));
    const secondsOf = new Map(times.map((time) => [Number(time.task_id), time.seconds]));
    return tasks.map((task) => ({ ...task, seconds: secondsOf.get(task.id) ?? 0 }));
  };
  for await (const task of inSlices(fetchSlice, (task) => task.id, 1000)) {
    sheet.add([task.id, task.name, task.team, task.status, task.requester, task.created, task.due, task.seconds]);
  }
  sheet.addTotals();
  await sheet.commit();
}
