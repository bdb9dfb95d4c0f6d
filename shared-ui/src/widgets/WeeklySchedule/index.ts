export { WeeklySchedule } from './WeeklySchedule';
