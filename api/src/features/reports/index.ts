import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resourceRoutes } from '../../core/routing/mounts.ts';
import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import { reportJobs } from './report-jobs.ts';
import reportsRoutes from './reports-routes.ts';

/** Reports: asked for on the screens or weekly, built and mailed by jobs. */
export default fp(
  async (app: FastifyInstance) => {

    await app.register(reportJobs);
    await resourceRoutes(app, routesBySegment({ reports: reportsRoutes }));
  },
  { name: 'reports', dependencies: [] },
);
