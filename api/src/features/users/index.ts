import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import usersRoutes from './users-routes.ts';

export default routesBySegment({ users: usersRoutes });
