import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import userSchedulesRoutes from './user-schedules-routes.ts';
import workSchedulesRoutes from './work-schedules-routes.ts';

/** Work schedules and the schedules users hold or request. */
export default routesBySegment({ work_schedules: workSchedulesRoutes, user_schedules: userSchedulesRoutes });
