/**
 * The report jobs: `report` builds one workbook and mails it to the addresses
 * fixed when it was queued; `weekly-team-reports` runs every Monday at 07:00
 * Madrid time and queues the previous week's team report of every team with
 * `weekReport` (docs/api-contract.md §9).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sql from 'sql-template-tag';
import type { Database } from '../../core/db/database.ts';
import type { JobRunner } from '../../core/jobs/job-runner.ts';
import type { Schedule } from '../../core/jobs/schedule.ts';
import type { Mailer } from '../../core/mail/mailer.ts';
import { buildReportFile } from './build-report.ts';
import { REPORT_JOB, type ReportJobPayload } from './report-request.ts';
import { REPORT_ZONE } from './report-sql.ts';

export const WEEKLY_TEAM_REPORTS_JOB = 'weekly-team-reports';
export const WEEKLY_TEAM_REPORTS_SCHEDULE: Schedule = { cron: '0 7 * * 1', timezone: REPORT_ZONE };

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function sendReport(db: Database, mailer: Mailer, payload: ReportJobPayload): Promise<void> {
  const file = await buildReportFile(db, payload.request);
  try {
    await mailer.send({
      to: payload.to,
      cc: payload.cc,
      subject: file.subject,
      text: `${file.subject}.\n\nEncontrará el informe en el archivo adjunto ${file.fileName}.\n`,
      attachments: [{ filename: file.fileName, path: file.path, contentType: XLSX_TYPE }],
    });
  } finally {
    await file.discard();
  }
}

/** `YYYY-MM-DD` of `instant` in the report zone, moved by `days`. */
export function zoneDate(instant: Date, days = 0): string {
  const local = new Intl.DateTimeFormat('en-CA', { timeZone: REPORT_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
  const shifted = new Date(`${local}T00:00:00Z`);
  shifted.setUTCDate(shifted.getUTCDate() + days);
  return shifted.toISOString().slice(0, 10);
}

/** Queues, in one transaction, one report per team with `weekReport` for the week before `dueAt`; once per team and due time. */
export async function queueWeeklyTeamReports(db: Database, runner: JobRunner, dueAt: Date): Promise<number> {
  const start = zoneDate(dueAt, -7);
  const end = zoneDate(dueAt, -1);
  return db.transaction(async (tx) => {
    const teams = await tx.query<{ id: number; manager: string; sub_manager: string | null }>(
      sql`SELECT t.id, manager.email AS manager,
                 CASE WHEN s.manager_reports AND NOT s.deleted AND NOT sub_manager.deleted THEN sub_manager.email END AS sub_manager
          FROM teams t JOIN users manager ON manager.id = t.user_id
          LEFT JOIN subdepartments s ON s.id = t.subdepartment_id LEFT JOIN users sub_manager ON sub_manager.id = s.user_id
          WHERE t.week_report AND NOT t.deleted AND NOT manager.deleted
          ORDER BY t.id`,
    );
    for (const team of teams) {
      const cc = team.sub_manager && team.sub_manager.toLowerCase() !== team.manager.toLowerCase() ? [team.sub_manager] : [];
      const payload: ReportJobPayload = { request: { report: 'team', teamId: team.id, start, end }, to: [team.manager], cc };
      await runner.enqueue(tx, REPORT_JOB, payload, { dedupeKey: `weekly:${dueAt.toISOString()}:${team.id}` });
    }
    return teams.length;
  });
}

export function registerReportJobs(runner: JobRunner, db: Database, mailer: Mailer): void {
  runner.handle(REPORT_JOB, (job) => sendReport(db, mailer, job.payload as ReportJobPayload));
  runner.schedule(WEEKLY_TEAM_REPORTS_JOB, WEEKLY_TEAM_REPORTS_SCHEDULE, async (job) => {
    await queueWeeklyTeamReports(db, runner, new Date(String(job.payload.dueAt)));
  });
}

/** The report jobs on the app's runner: each requested report mailed, and Monday's weekly team reports. */
export const reportJobs = fp(
  async (app: FastifyInstance) => {
    registerReportJobs(app.jobs, app.db, app.mailer);
  },
  { name: 'report-jobs', dependencies: ['db', 'jobs', 'mailer'] },
);
