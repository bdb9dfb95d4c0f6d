import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import sql, { type Sql } from 'sql-template-tag';
import { callerOf } from '../../core/authentication/caller.ts';
import { isAdmin } from '../../core/authorization/roles.ts';
import { allOf } from '../../core/db/sql-helpers.ts';
import { badRequest, forbidden, notFound } from '../../core/errors/api-error.ts';
import { formatDateTime } from '../../core/json-ld/dates.ts';
import { asDocument, collectionPage, iri, item, type PageRequest, pageRequested } from '../../core/json-ld/json-ld.ts';
import { collectionQuery, IdParams } from '../../core/schemas/common.ts';
import { createdAtFilter } from '../../core/schemas/created-at-filter.ts';
import { type Query, relationFilter } from '../../core/schemas/filters.ts';
import { APP_EVENT_NAMES } from './app-events-log.ts';

export type AppEventRow = { id: number; name: string; user_id: number | null; user_name: string | null; ip: string | null; data: unknown; created_at: Date };

/** The kinds the activity list filters by; a board view's name carries the board's team. */
const KINDS: Record<string, Sql> = {
  [APP_EVENT_NAMES.LOGIN]: sql`e.name = ${APP_EVENT_NAMES.LOGIN}`,
  [APP_EVENT_NAMES.FAILED_LOGIN]: sql`e.name = ${APP_EVENT_NAMES.FAILED_LOGIN}`,
  [APP_EVENT_NAMES.PASSWORD_CHANGE]: sql`e.name = ${APP_EVENT_NAMES.PASSWORD_CHANGE}`,
  [APP_EVENT_NAMES.BOARD_VIEW_PREFIX.trim()]: sql`starts_with(e.name, ${APP_EVENT_NAMES.BOARD_VIEW_PREFIX})`,
};

export const APP_EVENT_SELECT = sql`SELECT e.id, e.name, e.user_id, coalesce(nullif(u.name, ''), u.email) AS user_name, e.ip, e.data, e.created_at
                                    FROM app_events e LEFT JOIN users u ON u.id = e.user_id`;

export function toAppEvent(row: AppEventRow) {
  return item('AppEvent', 'app_events', Number(row.id), {
    name: row.name,
    user: row.user_id === null ? null : iri('users', row.user_id),
    userName: row.user_name,
    ip: row.ip,
    createdAt: formatDateTime(row.created_at),
    data: row.data,
  });
}

function kindCondition(query: Query): Sql | undefined {
  const kind = Array.isArray(query.kind) ? query.kind[0] : query.kind;
  if (kind === undefined || kind === '') return undefined;
  const condition = KINDS[kind];
  if (!condition) throw badRequest('Tipo de actividad no válido', `kind: one of ${Object.keys(KINDS).join(', ')}`);
  return condition;
}

/** Everyone's app events, newest first and paged by the database, for admins only (docs/api-contract.md V2). */
const appEventsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['audit'],
        summary: 'App events: sign-ins, failed sign-ins, password changes, board views (admins)',
        querystring: collectionQuery({
          user: 'user IRI or id',
          kind: Object.keys(KINDS).join('|'),
          name: 'exact event name',
          'createdAt[after]': 'first day, YYYY-MM-DD',
          'createdAt[before]': 'last day, YYYY-MM-DD',
        }),
      },
    },
    async (request) => {
      if (!isAdmin(callerOf(request))) throw forbidden();
      const query = request.query as Query & PageRequest;
      const users = relationFilter(query, 'user', 'users');
      const name = Array.isArray(query.name) ? query.name[0] : query.name;
      const where = allOf([
        users ? sql`e.user_id = ANY(${users})` : undefined,
        kindCondition(query),
        name ? sql`e.name = ${name}` : undefined,
        ...createdAtFilter(query, 'e.created_at'),
      ]);
      const paging = pageRequested(query, true) ?? { page: 1, perPage: 30 };
      const { page, perPage } = paging;
      const [counted, rows] = await Promise.all([
        app.db.query<{ total: number }>(sql`SELECT count(*)::int AS total FROM app_events e WHERE ${where}`),
        app.db.query<AppEventRow>(sql`${APP_EVENT_SELECT} WHERE ${where} ORDER BY e.id DESC LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`),
      ]);
      return collectionPage('AppEvent', '/api/app_events', rows.map(toAppEvent), counted[0]?.total ?? 0, paging, query);
    },
  );

  app.get('/:id', { schema: { tags: ['audit'], summary: 'One app event (admins)', params: IdParams } }, async (request) => {
    if (!isAdmin(callerOf(request))) throw forbidden();
    const [row] = await app.db.query<AppEventRow>(sql`${APP_EVENT_SELECT} WHERE e.id = ${Number(request.params.id)}`);
    if (!row) throw notFound();
    return asDocument(toAppEvent(row));
  });
};

export default appEventsRoutes;
