import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resourceRoutes } from '../../core/routing/mounts.ts';
import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import timeCapsRepository from './time-caps-repository.ts';
import timeCapsRoutes from './time-caps-routes.ts';

/** Time caps: the most time a person or team may record. */
export default fp(
  async (app: FastifyInstance) => {

    await app.register(timeCapsRepository);
    await resourceRoutes(app, routesBySegment({ time_caps: timeCapsRoutes }));
  },
  { name: 'time-caps', dependencies: [] },
);
