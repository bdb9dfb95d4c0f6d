export { RequestedTasks as Component } from './RequestedTasks';
export { requestedTasksLoader as loader } from './requested-tasks.data';
