export { PENDING_BANNER, ScheduleSelector } from './ScheduleSelector';
