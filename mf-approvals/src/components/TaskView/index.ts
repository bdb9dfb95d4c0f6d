export { loadTaskView, type TaskViewData } from './task-view.data';
export { TaskView } from './TaskView';
