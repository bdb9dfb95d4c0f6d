import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { declareResourceTypes } from '../../core/json-ld/resource-types.ts';
import { resourceRoutes } from '../../core/routing/mounts.ts';
import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import configurationsRepository from './configurations-repository.ts';
import configurationsRoutes from './configurations-routes.ts';
import { CONFIGURATIONS_RESOURCE_TYPES } from './resource-types.ts';

/** Configurations: the portal's settings (maintenance mode among them) and each person's. */
export default fp(
  async (app: FastifyInstance) => {
    declareResourceTypes(app, CONFIGURATIONS_RESOURCE_TYPES);

    await app.register(configurationsRepository);
    await resourceRoutes(app, routesBySegment({ configurations: configurationsRoutes }));
  },
  { name: 'configurations', dependencies: [] },
);
