export { PendingJustifications } from './PendingJustifications';
export { PendingJustificationsError } from './PendingJustificationsError';
export { pendingJustificationsAction, pendingJustificationsLoader, pendingJustificationsShouldRevalidate } from './pending-justifications.data';
