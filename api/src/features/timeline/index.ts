import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resourceRoutes } from '../../core/routing/mounts.ts';
import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import timelineRepository from './timeline-repository.ts';
import timelineRoutes from './timeline-routes.ts';

/** The timeline: who worked on what, day by day. */
export default fp(
  async (app: FastifyInstance) => {

    await app.register(timelineRepository);
    await resourceRoutes(app, routesBySegment({ timeline: timelineRoutes }));
  },
  { name: 'timeline', dependencies: [] },
);
