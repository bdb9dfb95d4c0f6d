import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../../errors/api-error.ts';
import { callerOf } from '../../../plugins/app/authentication/caller.ts';
import { collectionQuery, IdParams } from '../../../schemas/common.ts';
import { booleanFilter, type Query, relationFilter } from '../../../schemas/filters.ts';
import { asDocument, collection } from '../../../serializers/json-ld.ts';

const UsersQuery = collectionQuery({
  deleted: 'true|false|1|0',
  email: 'part of the e-mail',
  name: 'part of the name',
  team: 'team id or IRI',
  department: 'department id or IRI',
});

const firstString = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Users (contract B1, B2); the fields each caller gets follow §4.1. */
const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { tags: ['users'], summary: 'List users', querystring: UsersQuery } }, async (request) => {
    const query = request.query as Query;
    const users = await app.users.list(callerOf(request), {
      deleted: booleanFilter(query.deleted),
      email: firstString(query.email),
      name: firstString(query.name),
      team: relationFilter(query, 'team', 'teams'),
      department: relationFilter(query, 'department', 'departments'),
    });
    return collection('User', '/api/users', users, query);
  });

  app.get('/:id', { schema: { tags: ['users'], summary: 'One user', params: IdParams } }, async (request) => {
    const user = await app.users.find(callerOf(request), Number(request.params.id));
    if (!user) throw notFound();
    return asDocument(user);
  });
};

export default usersRoutes;
