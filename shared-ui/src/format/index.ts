export { formatDate, formatDateTime, formatDay, formatDayMonthYear, formatRelative, formatWeekday } from './date-time';
export { formatClock, formatDuration, formatHoursMinutes, formatHoursMinutesSeconds } from './duration';
export { formatUnitTime, scheduledSeconds } from './unit-time';
export { TIME_ZONES, timeZoneLabel } from './time-zones';
export { taskStatusLabel } from './task-status';
