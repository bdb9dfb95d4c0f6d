/** Front-end routes a notice leads to (docs/api-contract.md §5), so every screen can follow `link`. */
export const notificationLinks = {
  task: (taskId: number) => `/user/taskDetails/${taskId}`,
  /** Schedule-change requests are made from the own profile. */
  scheduleRequests: '/user/profile',
  holidays: '/user/calendario',
  pendingHolidays: '/user/calendario/autorizar',
  pendingSchedules: '/user/horarios/autorizar',
  pendingJustifications: '/user/justificaciones',
  requestedTasks: '/user/pendientes',
  /** Personal times, where the weekly minimum and its justifications are seen. */
  justifications: '/user/times',
} as const;
