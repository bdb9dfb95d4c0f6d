import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import healthRoutes from './health-routes.ts';

/** Liveness and readiness, open to anyone (no session). */
export default routesBySegment({ health: healthRoutes });
