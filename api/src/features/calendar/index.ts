import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import calendarAssignmentsRoutes from './calendar-assignments-routes.ts';
import holidayAllowanceRoutes from './holiday-allowance-routes.ts';
import publicHolidaysRoutes from './public-holidays-routes.ts';

/** Calendar assignments: holidays, absences and their requests, public holidays and allowances. */
export default routesBySegment({
  calendar_assignments: calendarAssignmentsRoutes,
  public_holidays: publicHolidaysRoutes,
  users: holidayAllowanceRoutes,
});
