export { PendingScheduleRequests } from './PendingScheduleRequests';
export { pendingScheduleRequestsAction, pendingScheduleRequestsLoader } from './pending-schedule-requests.data';
