import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { TaskSearchResult } from '@portal/shared-api/entities';
import sql, { type Sql } from 'sql-template-tag';
import { foldText, likeContaining } from '../../core/db/fold-text.ts';
import { badRequest, forbidden } from '../../core/errors/api-error.ts';
import type { Caller } from '../../core/authentication/caller.ts';
import { callerOf } from '../../core/authentication/caller.ts';
import { hasRole, isAdmin, ROLE } from '../../core/authorization/roles.ts';
import { managedDepartmentIds } from '../../core/authorization/scope-sql.ts';
import { formatDateTime } from '../../core/json-ld/dates.ts';

const MIN_KEYWORDS = 3;
const MAX_RESULTS = 200;

/** Which tasks a report reader searches (docs/api-contract.md M7): all for admins and inspectors, managed departments for their managers. */
function searchScope(caller: Caller): Sql | undefined {
  if (isAdmin(caller) || hasRole(caller, ROLE.INSPECTOR)) return sql`TRUE`;
  if (hasRole(caller, ROLE.DEPARTMENT_MANAGER)) return sql`t.department_id IN (${managedDepartmentIds(caller)})`;
  return undefined;
}

type Found = { id: number; name: string; created_at: Date | string; user: string | null };

/** Task search of the report screens (docs/api-contract.md M7): a plain JSON array, newest first, capped at 200. */
const searchTaskRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['tasks'],
        summary: 'Search tasks by name (accent- and case-insensitive)',
        querystring: Type.Object({ keywords: Type.Optional(Type.String({ maxLength: 255 })) }, { additionalProperties: true }),
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const keywords = request.query.keywords?.trim() ?? '';
      if (keywords.length < MIN_KEYWORDS) throw badRequest('Parámetro incorrecto', `keywords: at least ${MIN_KEYWORDS} characters`);
      const scope = searchScope(caller);
      if (!scope) throw forbidden();
      const rows = await app.db.query<Found>(
        sql`SELECT k.id, k.name, k.created_at, coalesce(k.email, creator.email) AS user
            FROM tasks k JOIN teams t ON t.id = k.team_id LEFT JOIN users creator ON creator.id = k.created_by_id
            WHERE NOT k.deleted AND ${scope} AND ${foldText(sql`k.name`)} LIKE ${foldText(sql`${likeContaining(keywords)}`)}
            ORDER BY k.created_at DESC, k.id DESC LIMIT ${MAX_RESULTS}`,
      );
      reply.type('application/json; charset=utf-8');
      return rows.map((row): TaskSearchResult => ({ id: row.id, name: row.name, createdAt: formatDateTime(row.created_at), user: row.user }));
    },
  );
};

export default searchTaskRoutes;
