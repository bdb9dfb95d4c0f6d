export { PendingJustifications as Component } from './PendingJustifications';
export { pendingJustificationsLoader as loader } from './pending-justifications.data';
