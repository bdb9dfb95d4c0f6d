import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import appSubtasksRoutes from './app-subtasks-routes.ts';
import singleSubtaskRoutes from './single-subtask-routes.ts';
import subtasksRoutes from './subtasks-routes.ts';

export default routesBySegment({ subtasks: subtasksRoutes, appSubtasks: appSubtasksRoutes, singleSubtask: singleSubtaskRoutes });
