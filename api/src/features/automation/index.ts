import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import automationRoutes from './automation-routes.ts';

export default routesBySegment({ automation: automationRoutes });
