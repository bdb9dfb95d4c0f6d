export { PendingHolidayRequests as Component } from './PendingHolidayRequests';
export { pendingHolidayRequestsAction as action, pendingHolidayRequestsLoader as loader } from './pending-holiday-requests.data';
