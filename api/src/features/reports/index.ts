import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import reportsRoutes from './reports-routes.ts';

export default routesBySegment({ reports: reportsRoutes });
