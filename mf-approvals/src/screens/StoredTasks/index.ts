export { StoredTasks as Component } from './StoredTasks';
export { storedTasksLoader as loader } from './stored-tasks.data';
