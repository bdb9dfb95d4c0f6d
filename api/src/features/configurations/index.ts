import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resourceRoutes } from '../../core/routing/mounts.ts';
import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import configurationsRepository from './configurations-repository.ts';
import configurationsRoutes from './configurations-routes.ts';

/** Configurations: the portal's settings (maintenance mode among them) and each person's. */
export default fp(
  async (app: FastifyInstance) => {

    await app.register(configurationsRepository);
    await resourceRoutes(app, routesBySegment({ configurations: configurationsRoutes }));
  },
  { name: 'configurations', dependencies: [] },
);
