import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MAINTENANCE_ON } from '../maintenance/maintenance-mode.ts';
import { createJobRunner, type JobRunner, type JobRunnerOptions } from './job-runner.ts';
import { schedulePruneJobs } from './prune-jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background job runner: `handle`, `schedule`, `enqueue` (see docs/decisions/008-job-runner-on-the-database.md). */
    jobs: JobRunner;
  }
}

export type JobsPluginOptions = Pick<JobRunnerOptions, 'pollMs' | 'clock' | 'retryDelayMs'> & {
  /** Off in tests that only check what gets queued; the jobs then wait in the table. */
  run: boolean;
};

/**
 * Decorates `app.jobs`. Routes and plugins register their handlers and
 * schedules while the app is built; the runner starts once the app is ready
 * and stops (waiting for the jobs in hand) before the database closes.
 */
export default fp(
  async (app: FastifyInstance, options: JobsPluginOptions) => {
    const runner = createJobRunner({ ...options, db: app.db, log: app.log, maintenanceOn: MAINTENANCE_ON });
    app.decorate('jobs', runner);
    schedulePruneJobs(runner, app.db);
    if (options.run) app.addHook('onReady', () => runner.start());
    app.addHook('preClose', () => runner.stop());
  },
  { name: 'jobs', dependencies: ['db'] },
);
