export { dayRanges } from './day-ranges';
export { WeeklySchedule } from './WeeklySchedule';
export { WEEK_DAYS } from './week-days';
export { WeekDayHeaders } from './WeekDayHeaders';
