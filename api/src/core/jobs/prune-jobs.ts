import sql from 'sql-template-tag';
import type { Queryable } from '../db/database.ts';
import type { JobRunner } from './job-runner.ts';

export const PRUNE_JOBS_JOB = 'jobs-prune';

/**
 * Finished jobs are history, not state: done ones are kept 30 days and failed
 * ones (their reason may still be looked into) 90 days.
 */
export async function pruneFinishedJobs(db: Queryable): Promise<number> {
  const removed = await db.query<{ id: number }>(
    sql`DELETE FROM jobs
        WHERE (status = 'done' AND finished_at < now() - interval '30 days')
           OR (status = 'failed' AND finished_at < now() - interval '90 days')
        RETURNING id`,
  );
  return removed.length;
}

/** Every night at 04:30 Madrid time. */
export function schedulePruneJobs(runner: JobRunner, db: Queryable): void {
  runner.schedule(PRUNE_JOBS_JOB, { cron: '30 4 * * *', timezone: 'Europe/Madrid' }, async () => {
    await pruneFinishedJobs(db);
  });
}
