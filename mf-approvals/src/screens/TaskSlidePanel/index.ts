export { taskSlidePanelLoader } from './task-slide-panel.data';
export { TaskSlidePanel } from './TaskSlidePanel';
export { TaskSlidePanelError } from './TaskSlidePanelError';
