export { type ClockTarget, useClockToggle } from './use-clock-toggle';
