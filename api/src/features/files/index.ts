import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FeatureOptions } from '../../core/features.ts';
import { declareResourceTypes } from '../../core/json-ld/resource-types.ts';
import { resourceRoutes } from '../../core/routing/mounts.ts';
import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import filesRoutes from './files-routes.ts';
import mediaObjectDetailsRoutes from './media-object-details-routes.ts';
import mediaObjectsRepository from './media-objects-repository.ts';
import mediaObjectsRoutes from './media-objects-routes.ts';
import { ORPHAN_FILES_JOB, orphanFileCleanup } from './orphan-cleanup.ts';
import { FILES_RESOURCE_TYPES } from './resource-types.ts';

/** Uploaded files: media objects within each person's quota, their details and contents, and the cleanup of those nothing links to. */
export default fp(
  async (app: FastifyInstance, { config }: FeatureOptions) => {
    declareResourceTypes(app, FILES_RESOURCE_TYPES);

    await app.register(mediaObjectsRepository, { quota: config.uploadQuota });
    await app.register(orphanFileCleanup);
    app.jobs.pauseInMaintenance(ORPHAN_FILES_JOB);
    await resourceRoutes(app, routesBySegment({ media_objects: mediaObjectsRoutes, media_objects_details: mediaObjectDetailsRoutes, files: filesRoutes }));
  },
  { name: 'files', dependencies: ['tasks'] },
);
