export { TaskDetails as Component } from './TaskDetails';
export { taskDetailsLoader as loader } from './task-details.data';
