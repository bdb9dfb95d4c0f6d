import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { declareResourceTypes } from '../../core/json-ld/resource-types.ts';
import { resourceRoutes } from '../../core/routing/mounts.ts';
import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import justificationDecisionKind from './justification-decision-kind.ts';
import { approveJustificationRoutes, denyJustificationRoutes } from './justification-decision-routes.ts';
import justificationsRepository from './justifications-repository.ts';
import justificationsRoutes from './justifications-routes.ts';
import { JUSTIFICATIONS_RESOURCE_TYPES } from './resource-types.ts';

/** Absence justifications and their decisions (a decision kind). */
export default fp(
  async (app: FastifyInstance) => {
    declareResourceTypes(app, JUSTIFICATIONS_RESOURCE_TYPES);

    await app.register(justificationsRepository);
    await app.register(justificationDecisionKind);
    await resourceRoutes(
      app,
      routesBySegment({ justifications: justificationsRoutes, approveJustification: approveJustificationRoutes, denyJustification: denyJustificationRoutes }),
    );
  },
  { name: 'justifications', dependencies: ['decisions'] },
);
