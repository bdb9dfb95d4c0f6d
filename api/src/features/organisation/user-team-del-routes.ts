import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf } from '../../core/audit/audited-writes.ts';
import { invalid, notFound } from '../../core/errors/api-error.ts';
import { callerOf } from '../../core/authentication/caller.ts';
import { membershipTarget } from './membership.ts';
import { ORGANISATION_MESSAGES } from './organisation-messages.ts';
import { publishOrganisationChange } from './publish.ts';
import { teamDocument } from './team-document.ts';
import { MembershipBody } from './user-team-add-schemas.ts';

/** Removes a user from a team (docs/api-contract.md E7); the manager stays. */
const userTeamDelRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put('/', { schema: { tags: ['teams'], summary: 'Remove a member from a team', body: MembershipBody } }, async (request) => {
    const caller = callerOf(request);
    const { team, userId } = await membershipTarget(app, caller, request.body);
    if (userId === team.user_id) throw invalid('user_id', ORGANISATION_MESSAGES.CANNOT_REMOVE_MANAGER);
    if (!(await app.organisationAdmin.removeMember(userId, team.id, actorOf(request)))) throw notFound(ORGANISATION_MESSAGES.MEMBERSHIP_NOT_FOUND);
    const document = await teamDocument(app, caller, team.id);
    await publishOrganisationChange(app, document, { teamId: team.id, departmentId: team.department_id, userId });
    return document;
  });
};

export default userTeamDelRoutes;
