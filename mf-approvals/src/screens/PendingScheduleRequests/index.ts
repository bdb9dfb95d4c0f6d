export { PendingScheduleRequests as Component } from './PendingScheduleRequests';
export { pendingScheduleRequestsAction as action, pendingScheduleRequestsLoader as loader } from './pending-schedule-requests.data';
