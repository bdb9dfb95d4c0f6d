import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../core/errors/api-error.ts';
import { callerOf } from '../../core/authentication/caller.ts';
import { isAdmin } from '../../core/authorization/roles.ts';
import { collectionQuery } from '../../core/schemas/common.ts';
import type { Query } from '../../core/schemas/filters.ts';
import { formatDateTime } from '../../core/json-ld/dates.ts';
import { collectionPage, iri, item, type PageRequest, pageRequested } from '../../core/json-ld/json-ld.ts';
import { contentDisposition } from '../files/files-routes.ts';
import { AUDIT_FILTERS, auditCount, type AuditRow, auditRows, auditWhere } from './audit-log-query.ts';
import { auditLogWorkbook } from './audit-log-sheet.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function toAuditLog(row: AuditRow) {
  return item('AuditLog', 'audit_logs', Number(row.id), {
    createdAt: formatDateTime(row.created_at),
    actor: row.actor_id === null ? null : iri('users', row.actor_id),
    actorName: row.actor_name,
    actorIp: row.actor_ip,
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id === null ? null : Number(row.entity_id),
    entityLabel: row.entity_label,
    before: row.before,
    after: row.after,
  });
}

function requireAdmin(request: FastifyRequest): void {
  if (!isAdmin(callerOf(request))) throw forbidden();
}

/** The audit log, newest first, for admins; always paged by the database (it only grows), or whole as a spreadsheet. */
const auditLogsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { tags: ['audit'], summary: 'Audit log of sensitive changes (admins)', querystring: collectionQuery(AUDIT_FILTERS) } }, async (request) => {
    requireAdmin(request);
    const query = request.query as Query & PageRequest;
    const where = auditWhere(query);
    const paging = pageRequested(query, true) ?? { page: 1, perPage: 30 };
    const { page, perPage } = paging;
    const [total, rows] = await Promise.all([
      auditCount(app.db, where),
      auditRows(app.db, where, { limit: perPage, offset: (page - 1) * perPage }),
    ]);
    return collectionPage('AuditLog', '/api/audit_logs', rows.map(toAuditLog), total, paging, query);
  });

  app.get(
    '/export',
    { schema: { tags: ['audit'], summary: 'The filtered audit log as an .xlsx (admins)', querystring: collectionQuery(AUDIT_FILTERS) } },
    async (request, reply) => {
      requireAdmin(request);
      const where = auditWhere(request.query as Query);
      const workbook = auditLogWorkbook(app.db, where, (error) => request.log.error({ err: error }, 'audit log export failed'));
      return reply
        .type(XLSX)
        .header('content-disposition', contentDisposition('attachment', 'registro-de-auditoria.xlsx'))
        .header('cache-control', 'no-store')
        .send(workbook);
    },
  );
};

export default auditLogsRoutes;
