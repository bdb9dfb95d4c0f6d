export { deletedTasksAction, deletedTasksLoader } from './deleted-tasks.data';
export { DeletedTasks } from './DeletedTasks';
