export { PendingHolidayRequests } from './PendingHolidayRequests';
export { PendingHolidayRequestsError } from './PendingHolidayRequestsError';
export { pendingHolidayRequestsAction, pendingHolidayRequestsLoader } from './pending-holiday-requests.data';
