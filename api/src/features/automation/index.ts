import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resourceRoutes } from '../../core/routing/mounts.ts';
import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import { AUTO_TASKS_JOB, autoTaskJobs } from './auto-task-jobs.ts';
import automationRoutes from './automation-routes.ts';

/** Task automation: the daily job that creates the automatic tasks, and the automations' routes. */
export default fp(
  async (app: FastifyInstance) => {

    await app.register(autoTaskJobs);
    app.jobs.pauseInMaintenance(AUTO_TASKS_JOB);
    await resourceRoutes(app, routesBySegment({ automation: automationRoutes }));
  },
  { name: 'automation', dependencies: ['notifications'] },
);
