import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resourceRoutes } from '../../core/routing/mounts.ts';
import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import auditLogsRoutes from './audit-logs-routes.ts';

/** The audit log's reads (features write their entries in their own transactions, through `core/audit/audited-writes.ts`). */
export default fp(
  async (app: FastifyInstance) => {

    await resourceRoutes(app, routesBySegment({ audit_logs: auditLogsRoutes }));
  },
  { name: 'audit-log', dependencies: [] },
);
