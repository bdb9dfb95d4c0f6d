export { ensureRunningClocks } from './ensure-running-clocks';
export { WorkClock } from './WorkClock';
