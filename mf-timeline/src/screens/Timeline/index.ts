export { Timeline as Component } from './Timeline';
export { timelineLoader as loader } from './timeline.data';
