import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import sql from 'sql-template-tag';
import { allOf } from '../../core/db/sql-helpers.ts';
import { forbidden } from '../../core/errors/api-error.ts';
import { callerOf } from '../../core/authentication/caller.ts';
import { isAdmin } from '../../core/authorization/roles.ts';
import { collectionQuery } from '../../core/schemas/common.ts';
import { integerFilter, type Query, relationFilter } from '../../core/schemas/filters.ts';
import { formatDateTime } from '../../core/json-ld/dates.ts';
import { collectionPage, iri, item, type PageRequest, pageRequested } from '../../core/json-ld/json-ld.ts';

type AuditRow = {
  id: string | number;
  created_at: Date;
  actor_id: number | null;
  actor_ip: string | null;
  action: string;
  entity: string;
  entity_id: string | number | null;
  before: unknown;
  after: unknown;
};

const texts = (value: Query[string]) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]);

/** The audit log, newest first, for admins; always paged by the database (it only grows). */
const auditLogsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['audit'],
        summary: 'Audit log of sensitive changes (admins)',
        querystring: collectionQuery({ entity: 'entity name, e.g. Team', entityId: 'numeric id', actor: 'user IRI or id', action: 'create|update|delete|restore' }),
      },
    },
    async (request) => {
      if (!isAdmin(callerOf(request))) throw forbidden();
      const query = request.query as Query & PageRequest;
      const where = allOf([
        texts(query.entity) ? sql`entity = ANY(${texts(query.entity)})` : undefined,
        integerFilter(query, 'entityId') ? sql`entity_id = ANY(${integerFilter(query, 'entityId')})` : undefined,
        relationFilter(query, 'actor', 'users') ? sql`actor_id = ANY(${relationFilter(query, 'actor', 'users')})` : undefined,
        texts(query.action) ? sql`action = ANY(${texts(query.action)})` : undefined,
      ]);
      const paging = pageRequested(query, true) ?? { page: 1, perPage: 30 };
      const { page, perPage } = paging;
      const [counted, rows] = await Promise.all([
        app.db.query<{ total: number }>(sql`SELECT count(*)::int AS total FROM audit_logs WHERE ${where}`),
        app.db.query<AuditRow>(sql`SELECT * FROM audit_logs WHERE ${where} ORDER BY id DESC LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`),
      ]);
      const members = rows.map((row) =>
        item('AuditLog', 'audit_logs', Number(row.id), {
          createdAt: formatDateTime(row.created_at),
          actor: row.actor_id === null ? null : iri('users', row.actor_id),
          actorIp: row.actor_ip,
          action: row.action,
          entity: row.entity,
          entityId: row.entity_id === null ? null : Number(row.entity_id),
          before: row.before,
          after: row.after,
        }),
      );
      return collectionPage('AuditLog', '/api/audit_logs', members, counted[0]?.total ?? 0, paging, query);
    },
  );
};

export default auditLogsRoutes;
