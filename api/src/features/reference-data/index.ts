import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { declareResourceTypes } from '../../core/json-ld/resource-types.ts';
import { resourceRoutes } from '../../core/routing/mounts.ts';
import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import comunidadAutonomasRoutes from './comunidad-autonomas-routes.ts';
import municipiosRoutes from './municipios-routes.ts';
import provinciasRoutes from './provincias-routes.ts';
import referenceDataRepository from './reference-data-repository.ts';
import { REFERENCE_DATA_RESOURCE_TYPES } from './resource-types.ts';
import tagTypesRoutes from './tag-types-routes.ts';
import taskStatusesRoutes from './task-statuses-routes.ts';

/** Read-only reference data: locations, tag types and task statuses. */
export default fp(
  async (app: FastifyInstance) => {
    declareResourceTypes(app, REFERENCE_DATA_RESOURCE_TYPES);

    await app.register(referenceDataRepository);
    await resourceRoutes(
      app,
      routesBySegment({
        provincias: provinciasRoutes,
        municipios: municipiosRoutes,
        comunidad_autonomas: comunidadAutonomasRoutes,
        tag_types: tagTypesRoutes,
        task_statuses: taskStatusesRoutes,
      }),
    );
  },
  { name: 'reference-data', dependencies: [] },
);
