import { Type } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../../core/authentication/caller.ts';
import { notFound } from '../../core/errors/api-error.ts';
import { asDocument, collection } from '../../core/json-ld/json-ld.ts';
import { collectionQuery } from '../../core/schemas/common.ts';
import { type Query, relationFilter } from '../../core/schemas/filters.ts';
import { departmentAccesses } from './department-accesses.ts';

const DepartmentAccessesQuery = collectionQuery({ user: 'user id or IRI', department: 'department id or IRI' });

/** The composite identifier of the IRI (docs/api-contract.md §4.10), in API Platform's style. */
const COMPOSITE_ID = /^user=([1-9][0-9]{0,8});department=([1-9][0-9]{0,8})$/;
const DepartmentAccessParams = Type.Object({
  id: Type.String({ maxLength: 40, pattern: COMPOSITE_ID.source, description: 'user={user id};department={department id}' }),
});

/** Department read accesses (docs/api-contract.md F1), read only. */
const departmentAccessesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { tags: ['users'], summary: 'List department read accesses', querystring: DepartmentAccessesQuery } }, async (request) => {
    const query = request.query as Query;
    const accesses = await departmentAccesses(app.db, callerOf(request), {
      user: relationFilter(query, 'user', 'users'),
      department: relationFilter(query, 'department', 'departments'),
    });
    return collection('UserDepartmentAccess', '/api/user_department_accesses', accesses, query);
  });

  app.get('/:id', { schema: { tags: ['users'], summary: 'One department read access', params: DepartmentAccessParams } }, async (request) => {
    const [, user, department] = COMPOSITE_ID.exec(request.params.id) ?? [];
    const [access] = await departmentAccesses(app.db, callerOf(request), { user: [Number(user)], department: [Number(department)] });
    if (!access) throw notFound();
    return asDocument(access);
  });
};

export default departmentAccessesRoutes;
