export { missingPeople, namedPeople, type TaskViewData } from './task-contents';
export { TaskView } from './TaskView';
