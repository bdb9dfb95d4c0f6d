import createTimeHistoryRoutes from '../createTimeHistory/index.ts';
import deleteTimeHistoryRoutes from '../deleteTimeHistory/index.ts';
import getActiveTasksRoutes from '../getActiveTasks/index.ts';
import getTimeWorkDayRoutes from '../get_time_work_day/index.ts';
import getTimeWorkWeekRoutes from '../get_time_work_week/index.ts';
import selfTimeRoutes from '../self_time/index.ts';
import subtaskClockRoutes from '../subtask/index.ts';
import taskClockRoutes from '../task/index.ts';
import workTimeHistoriesRoutes from '../work_time_histories/index.ts';

/** Time tracking routes by URL segment under /api (contract M3, M13, N5, P1–P6). */
export const timeTrackingRoutes = {
  task: taskClockRoutes,
  subtask: subtaskClockRoutes,
  getActiveTasks: getActiveTasksRoutes,
  work_time_histories: workTimeHistoriesRoutes,
  createTimeHistory: createTimeHistoryRoutes,
  deleteTimeHistory: deleteTimeHistoryRoutes,
  get_time_work_day: getTimeWorkDayRoutes,
  get_time_work_week: getTimeWorkWeekRoutes,
  self_time: selfTimeRoutes,
};
