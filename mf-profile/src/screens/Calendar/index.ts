export { Calendar as Component } from './Calendar';
export { calendarAction as action, calendarLoader as loader } from './calendar.data';
