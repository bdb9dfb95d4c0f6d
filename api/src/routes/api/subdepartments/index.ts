import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../../errors/api-error.ts';
import { callerOf } from '../../../plugins/app/authentication/caller.ts';
import { collectionQuery, IdParams } from '../../../schemas/common.ts';
import { booleanFilter, type Query, relationFilter } from '../../../schemas/filters.ts';
import { asDocument, collection } from '../../../serializers/json-ld.ts';

/** Sub-departments (contract D1, D2). */
const subdepartmentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['subdepartments'],
        summary: 'List sub-departments',
        querystring: collectionQuery({ department: 'department id or IRI', deleted: 'true|false|1|0' }),
      },
    },
    async (request) => {
      const query = request.query as Query;
      const subdepartments = await app.organisation.listSubdepartments(callerOf(request), {
        department: relationFilter(query, 'department', 'departments'),
        deleted: booleanFilter(query.deleted),
      });
      return collection('Subdepartment', '/api/subdepartments', subdepartments, query);
    },
  );

  app.get('/:id', { schema: { tags: ['subdepartments'], summary: 'One sub-department', params: IdParams } }, async (request) => {
    const subdepartment = await app.organisation.findSubdepartment(callerOf(request), Number(request.params.id));
    if (!subdepartment) throw notFound();
    return asDocument(subdepartment);
  });
};

export default subdepartmentsRoutes;
