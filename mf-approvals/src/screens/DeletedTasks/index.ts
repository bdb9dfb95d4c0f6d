export { DeletedTasks as Component } from './DeletedTasks';
export { deletedTasksAction as action, deletedTasksLoader as loader } from './deleted-tasks.data';
