import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import configurationsRoutes from './configurations-routes.ts';

export default routesBySegment({ configurations: configurationsRoutes });
