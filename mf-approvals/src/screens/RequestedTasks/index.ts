export { RequestedTasks as Component } from './RequestedTasks';
export { requestedTasksAction as action, requestedTasksLoader as loader } from './requested-tasks.data';
