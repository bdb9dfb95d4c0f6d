/**
 * The automation jobs on the one job runner: `auto-tasks` at 08:00 Madrid
 * time every day (cron read in the zone, so DST moves nothing) creates the
 * day's tasks; `auto-task-notice` mails each new task's notice address.
 *
 * Catch-up: the occurrence of 08:00 is created by the first instance that
 * polls between 08:00 and midnight, so when every instance was down at 08:00
 * the first one up that day creates that day's tasks. Earlier days' tasks are
 * never created afterwards: an automation's task belongs to its day.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sql from 'sql-template-tag';
import type { Database } from '../../core/db/database.ts';
import { type JobRunner, PermanentJobError } from '../../core/jobs/job-runner.ts';
import type { Schedule } from '../../core/jobs/schedule.ts';
import { isAllowedEmailDomain } from '../../core/mail/allowed-domains.ts';
import type { Mailer } from '../../core/mail/mailer.ts';
import { notifyAssigned } from '../notifications/task-notices.ts';
import { zoneDate } from '../reports/report-jobs.ts';
import { AUTO_TASK_NOTICE_JOB, AUTO_TASK_ZONE, type AutoTaskDeps, type AutoTaskNoticePayload, createDueAutoTasks } from './create-auto-tasks.ts';

export const AUTO_TASKS_JOB = 'auto-tasks';
/** 08:00 Madrid; an occurrence may still be created until midnight (16 h later), never on a later day. */
export const AUTO_TASKS_SCHEDULE: Schedule = { cron: '0 8 * * *', timezone: AUTO_TASK_ZONE, catchUpMs: 16 * 3600_000 - 1 };

/** `dd-mm-yyyy`, as the portal writes dates. */
const spanishDate = (day: string) => day.split('-').reverse().join('-');

/** The Madrid day of an occurrence's due time. */
export const dayOfOccurrence = (dueAt: Date) => zoneDate(dueAt);

async function sendNotice(db: Database, mailer: Mailer, notice: AutoTaskNoticePayload): Promise<void> {
  if (!(await isAllowedEmailDomain(db, notice.email))) throw new PermanentJobError('El dominio del correo no está permitido');
  const [task] = await db.query<{ name: string; team: string; due_date: Date | null }>(
    sql`SELECT k.name, t.name AS team, k.due_date FROM tasks k JOIN teams t ON t.id = k.team_id WHERE k.id = ${notice.taskId}`,
  );
  if (!task) throw new PermanentJobError(`Task ${notice.taskId} is gone`);
  const due = task.due_date ? `\nFecha límite: ${spanishDate(zoneDate(new Date(task.due_date)))}.` : '';
  await mailer.send({
    to: [notice.email],
    subject: `Nueva tarea automática: ${task.name}`,
    text: `Se ha creado la tarea «${task.name}» en el equipo ${task.team} el ${spanishDate(notice.day)}.${due}\n`,
  });
}

export function registerAutoTaskJobs(runner: JobRunner, deps: Omit<AutoTaskDeps, 'enqueue'> & { mailer: Mailer }): void {
  const { mailer, ...rest } = deps;
  runner.schedule(AUTO_TASKS_JOB, AUTO_TASKS_SCHEDULE, async (job) => {
    await createDueAutoTasks({ ...rest, enqueue: runner.enqueue }, dayOfOccurrence(new Date(String(job.payload.dueAt))));
  });
  runner.handle(AUTO_TASK_NOTICE_JOB, (job) => sendNotice(deps.db, mailer, job.payload as AutoTaskNoticePayload));
}

/** The automation jobs on the app's runner; each created task notifies the people it is assigned to. */
export const autoTaskJobs = fp(
  async (app: FastifyInstance) => {
    registerAutoTaskJobs(app.jobs, { db: app.db, mailer: app.mailer, onAssigned: (taskId) => notifyAssigned(app.notifications, { taskId }, 0) });
  },
  { name: 'auto-task-jobs', dependencies: ['db', 'jobs', 'mailer', 'notifications'] },
);
