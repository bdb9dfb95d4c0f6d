import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import notificationsRoutes from './notifications-routes.ts';

export default routesBySegment({ notifications: notificationsRoutes });
