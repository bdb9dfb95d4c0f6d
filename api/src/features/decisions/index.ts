import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import pendingDecisionsRoutes from './pending-decisions-routes.ts';

/** What waits for the caller's decision (the e-mail links' routes mount without a session, in `features/index.ts`). */
export default routesBySegment({ pending_decisions: pendingDecisionsRoutes });
