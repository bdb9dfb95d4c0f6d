import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { declareResourceTypes } from '../../core/json-ld/resource-types.ts';
import { resourceRoutes } from '../../core/routing/mounts.ts';
import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import { WORK_SCHEDULES_RESOURCE_TYPES } from './resource-types.ts';
import { addRangeRoutes, rangeRoutes } from './work-schedule-unit-routes.ts';
import workScheduleWritesRepository from './work-schedule-writes-repository.ts';
import workSchedulesRepository from './work-schedules-repository.ts';
import workSchedulesRoutes from './work-schedules-routes.ts';

/** The work schedules catalogue and its ranges. */
export default fp(
  async (app: FastifyInstance) => {
    declareResourceTypes(app, WORK_SCHEDULES_RESOURCE_TYPES);

    await app.register(workSchedulesRepository);
    await app.register(workScheduleWritesRepository);
    await resourceRoutes(app, routesBySegment({ work_schedules: workSchedulesRoutes, horarios: addRangeRoutes, work_schedule_units: rangeRoutes }));
  },
  { name: 'work-schedules', dependencies: [] },
);
