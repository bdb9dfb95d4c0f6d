/**
 * Queuing a requested report: each one holds the database while it is built
 * and sends mail, so a user has at most a few in flight, and asking again for
 * one still pending adds nothing. Counted in the jobs table under a per-user
 * advisory lock, so it holds however many API instances share the database.
 */
import { REPORT_MESSAGES } from '@portal/shared-api/rules';
import sql from 'sql-template-tag';
import type { Caller } from '../../core/authentication/caller.ts';
import type { Database } from '../../core/db/database.ts';
import { ApiError } from '../../core/errors/api-error.ts';
import type { JobRunner } from '../../core/jobs/job-runner.ts';
import { REPORT_JOB, type ReportJobPayload, type ReportRequest } from './report-request.ts';

/** Reports of one user queued or being built at the same time. */
export const MAX_REPORTS_IN_FLIGHT = 3;

/** First key of the per-user advisory lock; the second is the user id. */
const REPORT_REQUESTS_LOCK = 7_301;

export type QueuedReport = { message: string; email: string };

export async function queueReport(db: Database, jobs: Pick<JobRunner, 'enqueue'>, caller: Caller, request: ReportRequest): Promise<QueuedReport> {
  const answer = { message: 'Informe en cola', email: caller.email };
  await db.transaction(async (tx) => {
    await tx.query(sql`SELECT pg_advisory_xact_lock(${REPORT_REQUESTS_LOCK}::integer, ${caller.id}::integer)`);
    const [inFlight] = await tx.query<{ jobs: number; same: boolean }>(
      sql`SELECT count(*)::int AS jobs, coalesce(bool_or(payload->'request' = ${JSON.stringify(request)}::jsonb), false) AS same
          FROM jobs
          WHERE kind = ${REPORT_JOB} AND status IN ('queued', 'running') AND payload->>'requestedBy' = ${String(caller.id)}`,
    );
    if (inFlight?.same) return;
    if ((inFlight?.jobs ?? 0) >= MAX_REPORTS_IN_FLIGHT) throw new ApiError(429, REPORT_MESSAGES.REPORTS_IN_PROGRESS);
    const payload: ReportJobPayload = { request, to: [caller.email], cc: [], requestedBy: caller.id };
    await jobs.enqueue(tx, REPORT_JOB, payload);
  });
  return answer;
}
