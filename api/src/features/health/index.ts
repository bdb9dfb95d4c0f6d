import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openRoutes } from '../../core/routing/mounts.ts';
import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import healthRoutes from './health-routes.ts';
import statusRoutes from './status-routes.ts';

/** Liveness, readiness and the status page's states, open to anyone (no session). */
export default fp(
  async (app: FastifyInstance) => {

    await openRoutes(app, routesBySegment({ health: healthRoutes, status: statusRoutes }));
  },
  { name: 'health', dependencies: [] },
);
