import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { declareResourceTypes } from '../../core/json-ld/resource-types.ts';
import { resourceRoutes } from '../../core/routing/mounts.ts';
import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import { SCHEDULES_RESOURCE_TYPES } from './resource-types.ts';
import scheduleDecisionKind from './schedule-decision-kind.ts';
import userSchedulesRepository from './user-schedules-repository.ts';
import userSchedulesRoutes from './user-schedules-routes.ts';

/** The schedules people hold or request, and the decisions on those requests (a decision kind). */
export default fp(
  async (app: FastifyInstance) => {
    declareResourceTypes(app, SCHEDULES_RESOURCE_TYPES);

    await app.register(userSchedulesRepository);
    await app.register(scheduleDecisionKind);
    await resourceRoutes(app, routesBySegment({ user_schedules: userSchedulesRoutes }));
  },
  { name: 'schedules', dependencies: ['users', 'work-schedules', 'decisions'] },
);
