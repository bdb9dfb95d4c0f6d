import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import taskMailboxRoutes from './task-mailbox-routes.ts';

/** The teams' incoming task mailboxes: mail becomes requested tasks (see task-mailbox-plugin.ts), and each team's panel. */
export default routesBySegment({ task_mailboxes: taskMailboxRoutes });
