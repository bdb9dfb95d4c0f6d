import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import calendarAssignmentsRoutes from './calendar-assignments-routes.ts';

/** Calendar assignments: holidays, absences and their requests. */
export default routesBySegment({ calendar_assignments: calendarAssignmentsRoutes });
