export { PendingQuestionnaires as Component } from './PendingQuestionnaires';
