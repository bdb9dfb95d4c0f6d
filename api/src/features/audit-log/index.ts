import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import auditLogsRoutes from './audit-logs-routes.ts';

export default routesBySegment({ audit_logs: auditLogsRoutes });
