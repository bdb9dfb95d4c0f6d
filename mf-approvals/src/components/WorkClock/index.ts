export { type ClockTarget, useClockToggle } from './use-clock-toggle';
export { WorkClock } from './WorkClock';
