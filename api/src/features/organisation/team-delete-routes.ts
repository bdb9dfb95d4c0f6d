import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { actorOf } from '../../core/audit/audited-writes.ts';
import { forbidden, notFound } from '../../core/errors/api-error.ts';
import { callerOf } from '../../core/authentication/caller.ts';
import { IdParams } from '../../core/schemas/common.ts';
import { publishOrganisationChange } from './publish.ts';
import { teamDocument } from './team-document.ts';

/** No body deletes; `{ "deleted": false }` restores. */
const TeamDeleteBody = Type.Union([Type.Object({ deleted: Type.Optional(Type.Boolean()) }, { additionalProperties: true }), Type.Null()]);

/** Soft delete (or restore) of a team (docs/api-contract.md E5). */
const teamDeleteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put('/:id', { schema: { tags: ['teams'], summary: 'Delete a team (soft)', params: IdParams, body: TeamDeleteBody } }, async (request) => {
    const caller = callerOf(request);
    const id = Number(request.params.id);
    const team = await app.organisationAdmin.team(id);
    if (!team) throw notFound();
    if (!(await app.authorization.canAdministerTeam(caller, id))) throw forbidden();
    await app.organisationAdmin.updateTeam(id, { deleted: request.body?.deleted ?? true }, actorOf(request));
    const document = await teamDocument(app, caller, id);
    await publishOrganisationChange(app, document, { teamId: id, departmentId: team.department_id, subdepartmentId: team.subdepartment_id });
    return document;
  });
};

export default teamDeleteRoutes;
