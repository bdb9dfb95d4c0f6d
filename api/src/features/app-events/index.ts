import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import appEventsRoutes from './app-events-routes.ts';
import eventsRoutes from './events-routes.ts';

export default routesBySegment({ app_events: appEventsRoutes, events: eventsRoutes });
