export { ensureRunningClocks } from './ensure-running-clocks';
export { WorkClock } from './WorkClock';
export { forgottenClockHours, LONG_CLOCK_HOURS } from './long-clock';
export { useClockToggle } from './use-clock-toggle';
