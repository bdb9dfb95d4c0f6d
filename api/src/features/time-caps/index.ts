import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import timeCapsRoutes from './time-caps-routes.ts';

export default routesBySegment({ time_caps: timeCapsRoutes });
