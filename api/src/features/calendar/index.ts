import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { declareResourceTypes } from '../../core/json-ld/resource-types.ts';
import { resourceRoutes } from '../../core/routing/mounts.ts';
import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import calendarAssignmentsRepository from './calendar-assignments-repository.ts';
import calendarAssignmentsRoutes from './calendar-assignments-routes.ts';
import holidayAllowanceRoutes from './holiday-allowance-routes.ts';
import holidayDecisionKind from './holiday-decision-kind.ts';
import personPublicHolidaysRoutes from './person-public-holidays-routes.ts';
import publicHolidaysRoutes from './public-holidays-routes.ts';
import { CALENDAR_RESOURCE_TYPES } from './resource-types.ts';

/** Calendar assignments: holidays, absences and their requests (a decision kind), public holidays and allowances. */
export default fp(
  async (app: FastifyInstance) => {
    declareResourceTypes(app, CALENDAR_RESOURCE_TYPES);

    await app.register(calendarAssignmentsRepository);
    await app.register(holidayDecisionKind);
    const userRoutes: FastifyPluginAsyncTypebox = async (scope) => {
      await scope.register(holidayAllowanceRoutes);
      await scope.register(personPublicHolidaysRoutes);
    };
    await resourceRoutes(app, routesBySegment({ calendar_assignments: calendarAssignmentsRoutes, public_holidays: publicHolidaysRoutes, users: userRoutes }));
  },
  { name: 'calendar', dependencies: ['decisions'] },
);
