export { workSchedulesLoader as loader } from './work-schedules.data';
export { WorkSchedules as Component } from './WorkSchedules';
