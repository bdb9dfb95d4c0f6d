export { PendingHolidayRequests } from './PendingHolidayRequests';
export { pendingHolidayRequestsAction, pendingHolidayRequestsLoader } from './pending-holiday-requests.data';
