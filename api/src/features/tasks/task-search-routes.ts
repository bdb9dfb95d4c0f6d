import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { TaskSearchResult } from '@portal/shared-api/entities';
import { badRequest, forbidden } from '../../core/errors/api-error.ts';
import { callerOf } from '../../core/authentication/caller.ts';
import { formatDateTime } from '../../core/json-ld/dates.ts';

const MIN_KEYWORDS = 3;
const MAX_RESULTS = 200;

/** Task search of the report screens (docs/api-contract.md M7): a plain JSON array, newest first, capped at 200. */
const taskSearchRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
      const rows = await app.tasks.searchByName(caller, keywords, MAX_RESULTS);
      if (!rows) throw forbidden();
      reply.type('application/json; charset=utf-8');
      return rows.map((row): TaskSearchResult => ({ id: row.id, name: row.name, createdAt: formatDateTime(row.created_at), user: row.user }));
    },
  );
};

export default taskSearchRoutes;
