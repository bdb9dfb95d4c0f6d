import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import { subtaskMessagesRoutes, taskMessagesRoutes } from './messages-routes.ts';

/** Messages on tasks and on subtasks. */
export default routesBySegment({ task_messages: taskMessagesRoutes, subtask_messages: subtaskMessagesRoutes });
