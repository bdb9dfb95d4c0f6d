export { PendingDecisions as Component } from './PendingDecisions';
