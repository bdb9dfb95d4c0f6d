export { taskDetailsLoader } from './task-details.data';
export { TaskDetails } from './TaskDetails';
