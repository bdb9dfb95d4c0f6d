export { PendingScheduleRequests as Component } from './PendingScheduleRequests';
export { pendingScheduleRequestsLoader as loader } from './pending-schedule-requests.data';
