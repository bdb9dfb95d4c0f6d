import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import tagsRoutes from './tags-routes.ts';

/** The tag catalogue. */
export default routesBySegment({ tags: tagsRoutes });
