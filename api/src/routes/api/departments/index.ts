import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../../errors/api-error.ts';
import { callerOf } from '../../../plugins/app/authentication/caller.ts';
import { collectionQuery, IdParams } from '../../../schemas/common.ts';
import { booleanFilter, type Query } from '../../../schemas/filters.ts';
import { asDocument, collection } from '../../../serializers/json-ld.ts';

/** Departments with their visible teams and sub-departments (contract C1, C2). */
const departmentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    { schema: { tags: ['departments'], summary: 'List departments', querystring: collectionQuery({ deleted: 'true|false|1|0' }) } },
    async (request) => {
      const query = request.query as Query;
      const departments = await app.organisation.listDepartments(callerOf(request), { deleted: booleanFilter(query.deleted) });
      return collection('Department', '/api/departments', departments, query);
    },
  );

  app.get('/:id', { schema: { tags: ['departments'], summary: 'One department', params: IdParams } }, async (request) => {
    const department = await app.organisation.findDepartment(callerOf(request), Number(request.params.id));
    if (!department) throw notFound();
    return asDocument(department);
  });
};

export default departmentsRoutes;
