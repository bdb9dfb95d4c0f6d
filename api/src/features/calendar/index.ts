import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import calendarAssignmentsRoutes from './calendar-assignments-routes.ts';
import holidayAllowanceRoutes from './holiday-allowance-routes.ts';
import personPublicHolidaysRoutes from './person-public-holidays-routes.ts';
import publicHolidaysRoutes from './public-holidays-routes.ts';

const userRoutes: FastifyPluginAsyncTypebox = async (scope) => {
  await scope.register(holidayAllowanceRoutes);
  await scope.register(personPublicHolidaysRoutes);
};

/** Calendar assignments: holidays, absences and their requests, public holidays and allowances. */
export default routesBySegment({
  calendar_assignments: calendarAssignmentsRoutes,
  public_holidays: publicHolidaysRoutes,
  users: userRoutes,
});
