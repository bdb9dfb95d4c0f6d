import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../core/audit/audited-writes.ts';
import { forbidden, invalid, notFound } from '../../core/errors/api-error.ts';
import { type Caller, callerOf } from '../../core/authentication/caller.ts';
import { collectionQuery, IdParams } from '../../core/schemas/common.ts';
import { booleanFilter, type Query, relationFilter } from '../../core/schemas/filters.ts';
import { asDocument, collection, iri } from '../../core/json-ld/json-ld.ts';
import { assertMayEnrol } from './membership.ts';
import { ORGANISATION_MESSAGES } from './organisation-messages.ts';
import { publishOrganisationChange } from './publish.ts';
import { managerId, referenceId, requiredName } from './rules.ts';
import { SubdepartmentCreateBody, SubdepartmentUpdateBody } from './subdepartment-schemas.ts';

async function documentFor(app: FastifyInstance, caller: Caller, id: number) {
  const subdepartment = await app.organisation.findSubdepartment(caller, id);
  if (!subdepartment) throw notFound();
  return asDocument(subdepartment);
}

/** Sub-departments (docs/api-contract.md D1–D4). */
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

  app.get('/:id', { schema: { tags: ['subdepartments'], summary: 'One sub-department', params: IdParams } }, async (request) =>
    documentFor(app, callerOf(request), Number(request.params.id)),
  );

  app.post(
    '/',
    { schema: { tags: ['subdepartments'], summary: 'Create a sub-department (calendar power on, the rest off)', body: SubdepartmentCreateBody } },
    async (request, reply) => {
      const caller = callerOf(request);
      const { body } = request;
      const departmentId = referenceId(body.department, 'departments', 'department');
      const department = await app.organisationAdmin.department(departmentId);
      if (!department || department.deleted) throw invalid('department', ORGANISATION_MESSAGES.DEPARTMENT_INVALID);
      if (!(await app.authorization.canAdministerDept(caller, departmentId))) throw forbidden();
      const name = requiredName(body.name, ORGANISATION_MESSAGES.TEAM_NAME_EMPTY);
      const userId = await managerId(app, body.user);
      // Putting someone in charge gives them scope over the department's people: no outsiders.
      await assertMayEnrol(app, caller, userId, departmentId);
      const id = await app.organisationAdmin.createSubdepartment({ departmentId, name, userId }, actorOf(request));
      const document = await documentFor(app, caller, id);
      await publishOrganisationChange(app, document, { departmentId, subdepartmentId: id });
      return reply.code(201).header('location', iri('subdepartments', id)).send(document);
    },
  );

  app.put(
    '/:id',
    { schema: { tags: ['subdepartments'], summary: 'Change a sub-department (merged)', params: IdParams, body: SubdepartmentUpdateBody } },
    async (request) => {
      const caller = callerOf(request);
      const id = Number(request.params.id);
      const stored = await app.organisationAdmin.subdepartment(id);
      if (!stored) throw notFound();
      if (!(await app.authorization.canAdministerSub(caller, id))) throw forbidden();
      const { body } = request;
      const newManager = body.user === undefined ? undefined : await managerId(app, body.user);
      if (newManager !== undefined && newManager !== stored.user_id) await assertMayEnrol(app, caller, newManager, stored.department_id);
      await app.organisationAdmin.updateSubdepartment(
        id,
        {
        name: body.name === undefined ? undefined : requiredName(body.name, ORGANISATION_MESSAGES.TEAM_NAME_EMPTY),
        userId: newManager,
        deleted: body.deleted,
        managerTasks: body.managerTasks,
        managerCalendar: body.managerCalendar,
        managerMedical: body.managerMedical,
        managerReports: body.managerReports,
        },
        actorOf(request),
      );
      const document = await documentFor(app, caller, id);
      await publishOrganisationChange(app, document, { departmentId: stored.department_id, subdepartmentId: id });
      return document;
    },
  );
};

export default subdepartmentsRoutes;
