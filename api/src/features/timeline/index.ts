import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import timelineRoutes from './timeline-routes.ts';

export default routesBySegment({ timeline: timelineRoutes });
