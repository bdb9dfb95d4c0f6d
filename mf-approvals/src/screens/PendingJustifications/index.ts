export { PendingJustifications as Component } from './PendingJustifications';
export {
  pendingJustificationsAction as action,
  pendingJustificationsLoader as loader,
  pendingJustificationsShouldRevalidate as shouldRevalidate,
} from './pending-justifications.data';
