import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf } from '../../../audit/audit-log.ts';
import { invalid, notFound } from '../../../errors/api-error.ts';
import { callerOf } from '../../../plugins/app/authentication/caller.ts';
import { membershipTarget } from '../organisation/membership.ts';
import { ORGANISATION_MESSAGES } from '../organisation/messages.ts';
import { publishOrganisationChange } from '../organisation/publish.ts';
import { teamDocument } from '../organisation/team-document.ts';
import { MembershipBody } from '../user_team_add/schemas.ts';

/** Removes a user from a team (contract E7); the manager stays. */
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
