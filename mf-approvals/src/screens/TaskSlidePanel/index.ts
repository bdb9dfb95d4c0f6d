export { TaskSlidePanel as Component } from './TaskSlidePanel';
export { taskSlidePanelLoader as loader } from './task-slide-panel.data';
