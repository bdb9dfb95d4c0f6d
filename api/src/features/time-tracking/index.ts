import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { declareResourceTypes } from '../../core/json-ld/resource-types.ts';
import { resourceRoutes } from '../../core/routing/mounts.ts';
import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import activeTasksRoutes from './active-tasks-routes.ts';
import createTimeHistoryRoutes from './create-time-history-routes.ts';
import deleteTimeHistoryRoutes from './delete-time-history-routes.ts';
import { TIME_TRACKING_RESOURCE_TYPES } from './resource-types.ts';
import selfTimeRoutes from './self-time-routes.ts';
import subtaskClockRoutes from './subtask-clock-routes.ts';
import taskClockRoutes from './task-clock-routes.ts';
import timePeriodsRoutes from './time-periods-routes.ts';
import timeTrackingPlugin from './time-tracking-plugin.ts';
import timeWorkDayRoutes from './time-work-day-routes.ts';
import timeWorkWeekRoutes from './time-work-week-routes.ts';
import workTimeHistoriesRoutes from './work-time-histories-routes.ts';

/** Time tracking (docs/api-contract.md M3, M13, N5, P1–P6): the clocks, the recorded periods and the time worked. */
export default fp(
  async (app: FastifyInstance) => {
    declareResourceTypes(app, TIME_TRACKING_RESOURCE_TYPES);

    await app.register(timeTrackingPlugin);
    await resourceRoutes(
      app,
      routesBySegment({
        task: taskClockRoutes,
        subtask: subtaskClockRoutes,
        getActiveTasks: activeTasksRoutes,
        work_time_histories: workTimeHistoriesRoutes,
        createTimeHistory: createTimeHistoryRoutes,
        deleteTimeHistory: deleteTimeHistoryRoutes,
        get_time_work_day: timeWorkDayRoutes,
        get_time_work_week: timeWorkWeekRoutes,
        self_time: selfTimeRoutes,
        time_periods: timePeriodsRoutes,
      }),
    );
  },
  { name: 'time-tracking', dependencies: ['sessions'] },
);
