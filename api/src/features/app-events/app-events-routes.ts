import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../../core/authentication/caller.ts';
import { isAdmin } from '../../core/authorization/roles.ts';
import { forbidden, notFound } from '../../core/errors/api-error.ts';
import { asDocument, collectionPage, type PageRequest, pageRequested } from '../../core/json-ld/json-ld.ts';
import { collectionQuery, IdParams } from '../../core/schemas/common.ts';
import type { Query } from '../../core/schemas/filters.ts';
import { APP_EVENT_KINDS } from './app-events-log.ts';

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
          kind: APP_EVENT_KINDS.join('|'),
          name: 'exact event name',
          'createdAt[after]': 'first day, YYYY-MM-DD',
          'createdAt[before]': 'last day, YYYY-MM-DD',
        }),
      },
    },
    async (request) => {
      if (!isAdmin(callerOf(request))) throw forbidden();
      const query = request.query as Query & PageRequest;
      const paging = pageRequested(query, true) ?? { page: 1, perPage: 30 };
      const { members, total } = await app.appEvents.page(query, paging);
      return collectionPage('AppEvent', '/api/app_events', members, total, paging, query);
    },
  );

  app.get('/:id', { schema: { tags: ['audit'], summary: 'One app event (admins)', params: IdParams } }, async (request) => {
    if (!isAdmin(callerOf(request))) throw forbidden();
    const event = await app.appEvents.byId(Number(request.params.id));
    if (!event) throw notFound();
    return asDocument(event);
  });
};

export default appEventsRoutes;
