export { RequestedTasksCount as Component } from './RequestedTasksCount';
