export { storedTasksLoader } from './stored-tasks.data';
export { StoredTasks } from './StoredTasks';
