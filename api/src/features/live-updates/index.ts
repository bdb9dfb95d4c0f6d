import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import mercureRoutes from './mercure-routes.ts';

/** The live update feed, where browsers subscribe (Mercure protocol, under /.well-known). */
export default routesBySegment({ mercure: mercureRoutes });
