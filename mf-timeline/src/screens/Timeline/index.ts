export { Timeline } from './Timeline';
export { TimelineError } from './TimelineError';
export { timelineLoader } from './timeline.data';
