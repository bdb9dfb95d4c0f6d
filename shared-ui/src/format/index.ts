export { formatDate, formatDateTime, formatDateTimeSeconds, formatDay, formatRelative, formatWeekday } from './date-time';
export { formatClock, formatHoursMinutes } from './duration';
export { formatUnitTime, scheduledSeconds } from './unit-time';
export { TIME_ZONES, timeZoneLabel } from './time-zones';
export { taskStatusLabel } from './task-status';
export { MODULE_NAMES, moduleName } from './module-names';
