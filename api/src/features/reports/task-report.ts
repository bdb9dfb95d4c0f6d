/** Report of one task (T1): the task, its subtasks, time per person and per day, and its messages. */
import sql from 'sql-template-tag';
import type { Queryable } from '../../core/db/database.ts';
import { type BuiltReport, notFoundForReport, type ReportWorkbook } from './report-types.ts';
import { displayName, timePerTask, wallClock, workPeriods } from './report-sql.ts';
import { slug } from './report-request.ts';

const ALL_TIME = { start: null, end: null };

export async function buildTaskReport(db: Queryable, taskId: number, workbook: ReportWorkbook): Promise<BuiltReport> {
  const [task] = await db.query<Record<string, string | number | boolean | null>>(
    sql`SELECT t.id, t.name, team.name AS team, st.name AS status, t.email AS requester, ${displayName('creator')} AS creator,
               ${wallClock(sql`t.created_at`)} AS created, to_char(t.due_date AT TIME ZONE 'Europe/Madrid', 'YYYY-MM-DD') AS due,
               t.urgent, t.incident, t.progress, COALESCE(time.seconds, 0) AS seconds
        FROM tasks t JOIN teams team ON team.id = t.team_id JOIN task_statuses st ON st.id = t.status_id
        LEFT JOIN users creator ON creator.id = t.created_by_id
        LEFT JOIN (${timePerTask(ALL_TIME, [taskId])}) time ON time.task_id = t.id
        WHERE t.id = ${taskId}`,
  );
  if (!task) throw notFoundForReport('task', taskId);

  const taskSheet = workbook.sheet('Tarea', [
    { header: 'Id', kind: 'number' },
    { header: 'Tarea', kind: 'text', width: 40 },
    { header: 'Equipo', kind: 'text' },
    { header: 'Estado', kind: 'text', width: 15 },
    { header: 'Solicitante', kind: 'text' },
    { header: 'Creada por', kind: 'text' },
    { header: 'Creada', kind: 'datetime' },
    { header: 'Fecha límite', kind: 'date' },
    { header: 'Urgente', kind: 'text', width: 10 },
    { header: 'Incidencia', kind: 'text', width: 10 },
    { header: 'Progreso (%)', kind: 'number' },
    { header: 'Tiempo total', kind: 'duration' },
  ]);
  taskSheet.add([task.id, task.name, task.team, task.status, task.requester, task.creator, task.created, task.due, task.urgent, task.incident, task.progress, task.seconds]);
  taskSheet.addTotals();
  await taskSheet.commit();

  const subtaskSheet = workbook.sheet('Subtareas', [
    { header: 'Id', kind: 'number' },
    { header: 'Subtarea', kind: 'text', width: 40 },
    { header: 'Creada', kind: 'datetime' },
    { header: 'Eliminada', kind: 'text', width: 10 },
    { header: 'Tiempo', kind: 'duration' },
  ]);
  const subtasks = await db.query<Record<string, string | number | boolean>>(
    sql`SELECT st.id, st.name, ${wallClock(sql`st.created_at`)} AS created, st.deleted, COALESCE(sum(p.seconds), 0)::float8 AS seconds
        FROM subtasks st LEFT JOIN (${workPeriods(ALL_TIME, sql`h.subtask_id IN (SELECT id FROM subtasks WHERE task_id = ${taskId})`)}) p ON p.subtask_id = st.id
        WHERE st.task_id = ${taskId} GROUP BY st.id ORDER BY st.id`,
  );
  for (const row of subtasks) subtaskSheet.add([row.id, row.name, row.created, row.deleted, row.seconds]);
  subtaskSheet.addTotals();
  await subtaskSheet.commit();

  const timeSheet = workbook.sheet('Tiempo', [
    { header: 'Fecha', kind: 'date' },
    { header: 'Usuario', kind: 'text' },
    { header: 'Correo', kind: 'text' },
    { header: 'Tiempo', kind: 'duration' },
  ]);
  const periods = await db.query<Record<string, string | number>>(
    sql`SELECT p.day::text AS day, ${displayName('u')} AS user_name, u.email, sum(p.seconds)::float8 AS seconds
        FROM (${timePeriodsOfTask(taskId)}) p JOIN users u ON u.id = p.user_id
        GROUP BY p.day, u.id ORDER BY p.day, user_name, u.id`,
  );
  for (const row of periods) timeSheet.add([row.day, row.user_name, row.email, row.seconds]);
  timeSheet.addTotals();
  await timeSheet.commit();

  const messageSheet = workbook.sheet('Mensajes', [
    { header: 'Fecha y hora', kind: 'datetime' },
    { header: 'Usuario', kind: 'text' },
    { header: 'Correo', kind: 'text' },
    { header: 'Mensaje', kind: 'text', width: 80 },
  ]);
  const messages = await db.query<Record<string, string>>(
    sql`SELECT ${wallClock(sql`m.created_at`)} AS created, ${displayName('u')} AS user_name, u.email, m.message
        FROM task_messages m JOIN users u ON u.id = m.user_id
        WHERE m.task_id = ${taskId} AND NOT m.deleted ORDER BY m.created_at, m.id`,
  );
  for (const row of messages) messageSheet.add([row.created, row.user_name, row.email, row.message]);
  await messageSheet.commit();

  return {
    fileName: `informe-tarea-${taskId}-${slug(String(task.name))}.xlsx`,
    subject: `Informe de la tarea «${task.name}»`,
  };
}

function timePeriodsOfTask(taskId: number) {
  return sql`${workPeriods(ALL_TIME, sql`h.task_id = ${taskId}`)}
             UNION ALL ${workPeriods(ALL_TIME, sql`h.task_id IS NULL AND h.subtask_id IN (SELECT id FROM subtasks WHERE task_id = ${taskId})`)}`;
}
