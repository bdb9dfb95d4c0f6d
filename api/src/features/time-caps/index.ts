import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { declareResourceTypes } from '../../core/json-ld/resource-types.ts';
import { resourceRoutes } from '../../core/routing/mounts.ts';
import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import { TIME_CAPS_RESOURCE_TYPES } from './resource-types.ts';
import timeCapsRepository from './time-caps-repository.ts';
import timeCapsRoutes from './time-caps-routes.ts';

/** Time caps: the most time a person or team may record. */
export default fp(
  async (app: FastifyInstance) => {
    declareResourceTypes(app, TIME_CAPS_RESOURCE_TYPES);

    await app.register(timeCapsRepository);
    await resourceRoutes(app, routesBySegment({ time_caps: timeCapsRoutes }));
  },
  { name: 'time-caps', dependencies: [] },
);
