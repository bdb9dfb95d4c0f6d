import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { declareResourceTypes } from '../../core/json-ld/resource-types.ts';
import { resourceRoutes } from '../../core/routing/mounts.ts';
import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import { TAGS_RESOURCE_TYPES } from './resource-types.ts';
import tagsRepository from './tags-repository.ts';
import tagsRoutes from './tags-routes.ts';

/** The tag catalogue. */
export default fp(
  async (app: FastifyInstance) => {
    declareResourceTypes(app, TAGS_RESOURCE_TYPES);

    await app.register(tagsRepository);
    await resourceRoutes(app, routesBySegment({ tags: tagsRoutes }));
  },
  { name: 'tags', dependencies: [] },
);
