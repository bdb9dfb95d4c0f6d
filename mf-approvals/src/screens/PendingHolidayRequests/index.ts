export { PendingHolidayRequests as Component } from './PendingHolidayRequests';
export { pendingHolidayRequestsLoader as loader } from './pending-holiday-requests.data';
