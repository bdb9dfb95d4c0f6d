export { PendingJustifications } from './PendingJustifications';
export { pendingJustificationsAction, pendingJustificationsLoader, pendingJustificationsShouldRevalidate } from './pending-justifications.data';
