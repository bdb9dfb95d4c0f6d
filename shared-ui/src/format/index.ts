export { formatDate, formatDateTime, formatDay, formatDayMonthYear } from './date-time';
export { formatDuration, formatHoursMinutesSeconds } from './duration';
export { formatUnitTime, scheduledSeconds } from './unit-time';
export { TIME_ZONES, timeZoneLabel } from './time-zones';
export { taskStatusLabel } from './task-status';
