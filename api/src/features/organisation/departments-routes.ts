import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { mayChangeDepartmentMembers, mayRestoreDepartment } from '@portal/shared-api/rules';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../core/audit/audited-writes.ts';
import { forbidden, invalid, notFound } from '../../core/errors/api-error.ts';
import { type Caller, callerOf } from '../../core/authentication/caller.ts';
import { isAdmin } from '../../core/authorization/roles.ts';
import { collectionQuery, IdParams } from '../../core/schemas/common.ts';
import { booleanFilter, type Query } from '../../core/schemas/filters.ts';
import { asDocument, collection, iri } from '../../core/json-ld/json-ld.ts';
import { ORGANISATION_MESSAGES } from './organisation-messages.ts';
import { publishOrganisationChange } from './publish.ts';
import { logoId, managerId, referenceId, requiredName } from './rules.ts';
import { DepartmentCreateBody, DepartmentUpdateBody } from './department-schemas.ts';

/** Direct members, each once and each an active user. */
async function memberIds(app: FastifyInstance, references: unknown[]): Promise<number[]> {
  const ids = references.map((reference) => referenceId(reference, 'users', 'users'));
  if (new Set(ids).size !== ids.length) throw invalid('users', ORGANISATION_MESSAGES.USER_ALREADY_IN_DEPARTMENT);
  for (const id of ids) {
    if (!(await app.organisationAdmin.activeUserExists(id))) throw invalid('users', ORGANISATION_MESSAGES.USER_INVALID);
  }
  return ids;
}

function sameMembers(a: number[], b: number[]): boolean {
  const wanted = new Set(a);
  return wanted.size === new Set(b).size && b.every((id) => wanted.has(id));
}

async function documentFor(app: FastifyInstance, caller: Caller, id: number) {
  const department = await app.organisation.findDepartment(caller, id);
  if (!department) throw notFound();
  return asDocument(department);
}

/** Departments with their visible teams and sub-departments (docs/api-contract.md C1–C4). */
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

  app.get('/:id', { schema: { tags: ['departments'], summary: 'One department', params: IdParams } }, async (request) =>
    documentFor(app, callerOf(request), Number(request.params.id)),
  );

  app.post('/', { schema: { tags: ['departments'], summary: 'Create a department (admins)', body: DepartmentCreateBody } }, async (request, reply) => {
    const caller = callerOf(request);
    if (!isAdmin(caller)) throw forbidden();
    const { body } = request;
    const name = requiredName(body.name, ORGANISATION_MESSAGES.DEPARTMENT_NAME_EMPTY);
    const userId = body.user === undefined || body.user === null ? null : await managerId(app, body.user);
    const id = await app.organisationAdmin.createDepartment({ name, userId, flags: body }, actorOf(request));
    return reply.code(201).header('location', iri('departments', id)).send(await documentFor(app, caller, id));
  });

  app.put(
    '/:id',
    { schema: { tags: ['departments'], summary: 'Change a department (merged)', params: IdParams, body: DepartmentUpdateBody } },
    async (request) => {
      const caller = callerOf(request);
      const id = Number(request.params.id);
      const stored = await app.organisationAdmin.department(id);
      if (!stored) throw notFound();
      if (!(await app.authorization.canAdministerDept(caller, id))) throw forbidden();
      if (stored.deleted && request.body.deleted === false && !mayRestoreDepartment(caller.roles)) throw forbidden();
      const { body } = request;
      const userId = body.user === undefined ? undefined : body.user === null ? null : await managerId(app, body.user);
      // Admins only, rather than a hand-over within the department: the department manager has the widest
      // scope short of an admin (every team, calendar and medical power), and any member it could pick
      // would be lifted to that scope by the manager alone. Sending the current manager back is no change.
      if (userId !== undefined && userId !== stored.user_id && !isAdmin(caller)) throw forbidden(ORGANISATION_MESSAGES.DEPARTMENT_MANAGER_ADMINS_ONLY);
      const changes = {
        name: body.name === undefined ? undefined : requiredName(body.name, ORGANISATION_MESSAGES.DEPARTMENT_NAME_EMPTY),
        logoId: body.logo === undefined ? undefined : await logoId(app, body.logo, 'Department', id),
        userId,
        deleted: body.deleted,
        requireTime: body.requireTime,
        banReason: body.banReason,
        rejectReason: body.rejectReason,
        allowMultitask: body.allowMultitask,
      };
      const users = body.users === undefined ? undefined : await memberIds(app, body.users);
      // Membership decides scope, so only admins change it; a manager may send the list back unchanged.
      if (users && !mayChangeDepartmentMembers(caller.roles) && !sameMembers(users, await app.organisationAdmin.departmentMembers(id))) throw forbidden();
      await app.organisationAdmin.updateDepartment(id, changes, users, actorOf(request));
      const department = await app.organisation.findDepartment(caller, id);
      // A deleted department handed over to someone else is no longer the caller's to see.
      const document = asDocument(department ?? { '@id': iri('departments', id), '@type': 'Department', id });
      await publishOrganisationChange(app, document, { departmentId: id });
      return document;
    },
  );
};

export default departmentsRoutes;
