import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import adminDecisionRoutes from './admin-decision-routes.ts';
import adminTasksRoutes from './admin-tasks-routes.ts';
import appTasksRoutes from './app-tasks-routes.ts';
import incidentsRoutes from './incidents-routes.ts';
import searchTaskRoutes from './search-task-routes.ts';
import setTagTaskRoutes from './set-tag-task-routes.ts';
import singleTaskRoutes from './single-task-routes.ts';
import tasksRoutes from './tasks-routes.ts';

/** Tasks: the resource, board lists, the detail, administrators' decisions, a person's incidents, search and tags. */
export default routesBySegment({
  tasks: tasksRoutes,
  appTasks: appTasksRoutes,
  singleTask: singleTaskRoutes,
  getAdminTasks: adminTasksRoutes,
  admin: adminDecisionRoutes,
  getIncidents: incidentsRoutes,
  searchTaskC: searchTaskRoutes,
  set_tag_task: setTagTaskRoutes,
});
