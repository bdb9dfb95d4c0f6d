export { PendingScheduleRequests } from './PendingScheduleRequests';
export { PendingScheduleRequestsError } from './PendingScheduleRequestsError';
export { pendingScheduleRequestsAction, pendingScheduleRequestsLoader } from './pending-schedule-requests.data';
