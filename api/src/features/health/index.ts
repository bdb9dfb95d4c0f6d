import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import healthRoutes from './health-routes.ts';
import statusRoutes from './status-routes.ts';

/** Liveness, readiness and the status page's states, open to anyone (no session). */
export default routesBySegment({ health: healthRoutes, status: statusRoutes });
