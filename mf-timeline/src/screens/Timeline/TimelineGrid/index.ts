export { TimelineGrid } from './TimelineGrid';
