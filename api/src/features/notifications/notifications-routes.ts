import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { forbidden, notFound } from '../../core/errors/api-error.ts';
import { type Caller, callerOf } from '../../core/authentication/caller.ts';
import { isAdmin } from '../../core/authorization/roles.ts';
import { IdParams } from '../../core/schemas/common.ts';
import { booleanFilter, type Query, relationFilter } from '../../core/schemas/filters.ts';
import { asDocument, collectionPage, iri, pageRequested } from '../../core/json-ld/json-ld.ts';
import { NotificationsQuery, UpdateBody } from './notification-schemas.ts';

/** Whose notifications a list shows: the `user` filter's first id, or the caller's own. */
const listedUser = (query: Query, caller: Caller) => relationFilter(query, 'user', 'users')?.[0] ?? caller.id;

/** Notifications (docs/api-contract.md S1–S3): created by the server only, read and marked by their owner. */
const notificationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: { tags: ['notifications'], summary: 'The caller’s notifications, newest first, 30 a page', querystring: NotificationsQuery },
      config: { cachedAnswer: (request, caller) => ({ groups: ['users', `notifications:${listedUser(request.query as Query, caller)}`] }) },
    },
    async (request) => {
      const caller = callerOf(request);
      const query = request.query as Query;
      const named = relationFilter(query, 'user', 'users');
      if (named?.some((id) => id !== caller.id) && !isAdmin(caller)) throw forbidden();
      const userId = listedUser(query, caller);
      // Always paged: the list only grows (docs/api-contract.md S1).
      const paging = pageRequested(query, true) ?? { page: 1, perPage: 30 };
      const { members, total } = await app.notifications.page({ userId, deleted: booleanFilter(query.deleted), seen: booleanFilter(query.seen) }, paging);
      return collectionPage('Notification', '/api/notifications', members, total, paging, query);
    },
  );

  app.post(
    '/mark_all_seen',
    { schema: { tags: ['notifications'], summary: 'Mark every unseen notice of the caller seen; answers how many' } },
    async (request) => ({ marked: await app.notifications.markAllSeen(callerOf(request).id) }),
  );

  app.get('/:id', { schema: { tags: ['notifications'], summary: 'One notification (owner only)', params: IdParams } }, async (request) => {
    const caller = callerOf(request);
    const found = await app.notifications.find(Number(request.params.id));
    if (!found || (found.user !== iri('users', caller.id) && !isAdmin(caller))) throw notFound();
    return asDocument(found);
  });

  app.put(
    '/:id',
    { schema: { tags: ['notifications'], summary: 'Mark seen and/or deleted (owner only)', params: IdParams, body: UpdateBody } },
    async (request) => {
      const caller = callerOf(request);
      const id = Number(request.params.id);
      const found = await app.notifications.find(id);
      if (!found || (found.user !== iri('users', caller.id) && !isAdmin(caller))) throw notFound();
      if (found.user !== iri('users', caller.id)) throw forbidden();
      const updated = await app.notifications.update(id, { seen: request.body.seen, deleted: request.body.deleted });
      if (!updated) throw notFound();
      return asDocument(updated);
    },
  );
};

export default notificationsRoutes;
