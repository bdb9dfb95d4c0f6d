import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import userSchedulesRoutes from './user-schedules-routes.ts';
import { addRangeRoutes, rangeRoutes } from './work-schedule-unit-routes.ts';
import workSchedulesRoutes from './work-schedules-routes.ts';

/** Work schedules, their ranges, and the schedules users hold or request. */
export default routesBySegment({
  work_schedules: workSchedulesRoutes,
  horarios: addRangeRoutes,
  work_schedule_units: rangeRoutes,
  user_schedules: userSchedulesRoutes,
});
