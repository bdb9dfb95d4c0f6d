import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../../core/authentication/caller.ts';
import { notFound } from '../../core/errors/api-error.ts';
import { asDocument, collection } from '../../core/json-ld/json-ld.ts';
import { collectionQuery, IdParams } from '../../core/schemas/common.ts';
import { type Query, relationFilter } from '../../core/schemas/filters.ts';

const UserTeamsQuery = collectionQuery({ user: 'user id or IRI', team: 'team id or IRI' });

/** Team memberships (docs/api-contract.md E9), read only: written through user_team_add and user_team_del. */
const userTeamsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { tags: ['teams'], summary: 'List team memberships', querystring: UserTeamsQuery } }, async (request) => {
    const query = request.query as Query;
    const memberships = await app.organisation.listMemberships(callerOf(request), {
      user: relationFilter(query, 'user', 'users'),
      team: relationFilter(query, 'team', 'teams'),
    });
    return collection('UserTeam', '/api/user_teams', memberships, query);
  });

  app.get('/:id', { schema: { tags: ['teams'], summary: 'One team membership', params: IdParams } }, async (request) => {
    const membership = await app.organisation.findMembership(callerOf(request), Number(request.params.id));
    if (!membership) throw notFound();
    return asDocument(membership);
  });
};

export default userTeamsRoutes;
