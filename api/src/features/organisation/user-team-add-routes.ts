import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf } from '../../core/audit/audited-writes.ts';
import { invalid, notFound } from '../../core/errors/api-error.ts';
import { callerOf } from '../../core/authentication/caller.ts';
import { assertMayEnrolInTeam, membershipTarget } from './membership.ts';
import { ORGANISATION_MESSAGES } from './organisation-messages.ts';
import { referenceId } from './rules.ts';
import { publishOrganisationChange } from './publish.ts';
import { teamDocument } from './team-document.ts';
import { MembershipBody } from './user-team-add-schemas.ts';

/** Adds a user to a team (docs/api-contract.md E6); answers with the team. */
const userTeamAddRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put('/', { schema: { tags: ['teams'], summary: 'Add a member to a team', body: MembershipBody } }, async (request) => {
    const caller = callerOf(request);
    const { body } = request;
    const { team, userId } = await membershipTarget(app, caller, body);
    if (!(await app.organisationAdmin.activeUserExists(userId))) throw notFound('El usuario no existe');
    await assertMayEnrolInTeam(app, caller, userId, team);
    const responsableId = body.responsable_id === undefined || body.responsable_id === null ? null : referenceId(body.responsable_id, 'users', 'responsable_id');
    if (responsableId !== null && !(await app.organisationAdmin.activeUserExists(responsableId))) {
      throw invalid('responsable_id', ORGANISATION_MESSAGES.USER_INVALID);
    }
    const added = await app.organisationAdmin.addMember({ userId, teamId: team.id, title: body.title ?? null, responsableId }, actorOf(request));
    // The manager is made a member when the team is created; repeating that is not an error.
    if (!added && userId !== team.user_id) throw invalid('user_id', ORGANISATION_MESSAGES.USER_ALREADY_IN_TEAM);
    const document = await teamDocument(app, caller, team.id);
    await publishOrganisationChange(app, document, { teamId: team.id, departmentId: team.department_id, userId });
    return document;
  });
};

export default userTeamAddRoutes;
