import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isEmail, mailboxPasswordProblem } from '@portal/shared-api/rules';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../core/audit/audited-writes.ts';
import { forbidden, invalid, notFound } from '../../core/errors/api-error.ts';
import { type Caller, callerOf } from '../../core/authentication/caller.ts';
import { isAdmin } from '../../core/authorization/roles.ts';
import type { TeamFacts } from './organisation-admin-repository.ts';
import { IdParams } from '../../core/schemas/common.ts';
import { booleanFilter, type Query, relationFilter } from '../../core/schemas/filters.ts';
import { collection, iri } from '../../core/json-ld/json-ld.ts';
import { ORGANISATION_MESSAGES as MESSAGES } from './organisation-messages.ts';
import { assertMayEnrolInTeam } from './membership.ts';
import { publishOrganisationChange } from './publish.ts';
import { logoId, managerId, referenceId, requiredName } from './rules.ts';
import { isAccountAddress, MAILBOX_ADDRESS_MESSAGES } from '../task-mailbox/mailbox-addresses.ts';
import { teamDocument } from './team-document.ts';
import { TeamCreateBody, TeamsQuery, TeamUpdateBody } from './team-schemas.ts';

/**
 * The sub-department a team moves to (null = "Ninguno"): an active one of the
 * team's department that the caller may place teams in. The one it is already
 * in is no move (undefined): a client that sends back every field it read, as
 * API Platform Admin does, replaces the team without moving it.
 */
async function targetSubdepartment(app: FastifyInstance, caller: Caller, team: TeamFacts, value: unknown): Promise<number | null | undefined> {
  const subdepartmentId = value === null ? null : referenceId(value, 'subdepartments', 'subdepartment');
  if (subdepartmentId === team.subdepartment_id) return undefined;
  if (subdepartmentId !== null) {
    const target = await app.organisationAdmin.subdepartment(subdepartmentId);
    if (team.deleted || !target || target.deleted || target.department_id !== team.department_id) {
      throw invalid('subdepartment', MESSAGES.TEAM_INVALID);
    }
  }
  if (!(await app.authorization.canPlaceTeamIn(caller, team.department_id, subdepartmentId))) throw forbidden();
  return subdepartmentId;
}

/** A new description, never emptied; null sent back for a team that has none is no change. */
function incidentDescription(team: TeamFacts, value: string | null | undefined): string | undefined {
  if (value === undefined || (value === null && team.incident_description === null)) return undefined;
  return requiredName(value ?? '', MESSAGES.TEAM_NAME_EMPTY, 'incidentDescription');
}

/** A new mailbox address; the one the team already reads is no change. */
async function mailboxUsername(app: FastifyInstance, team: TeamFacts, value: string | null | undefined): Promise<string | undefined> {
  if (value == null) return undefined;
  const username = value.trim();
  if (!isEmail(username)) throw invalid('taskInboxUsername', MESSAGES.EMAIL_INVALID);
  if (username === team.task_inbox_username) return undefined;
  if (await isAccountAddress(app.db, username)) throw invalid('taskInboxUsername', MAILBOX_ADDRESS_MESSAGES.IS_ACCOUNT);
  return username;
}

function mailboxPassword(value: string): string {
  const problem = mailboxPasswordProblem(value);
  if (problem) throw invalid('taskInboxPassword', problem);
  return value;
}

/** Teams sorted by name, without the mailbox password (docs/api-contract.md E1–E4). */
const teamsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { tags: ['teams'], summary: 'List teams', querystring: TeamsQuery } }, async (request) => {
    const query = request.query as Query;
    const teams = await app.organisation.listTeams(callerOf(request), {
      department: relationFilter(query, 'department', 'departments'),
      subdepartment: relationFilter(query, 'subdepartment', 'subdepartments'),
      deleted: booleanFilter(query.deleted),
      managerOnly: booleanFilter(query.managerOnly),
      incidentVisible: booleanFilter(query.incidentVisible),
    });
    return collection('Team', '/api/teams', teams, query);
  });

  app.get('/:id', { schema: { tags: ['teams'], summary: 'One team', params: IdParams } }, async (request) =>
    teamDocument(app, callerOf(request), Number(request.params.id)),
  );

  app.post(
    '/',
    { schema: { tags: ['teams'], summary: 'Create a team; its manager becomes a member', body: TeamCreateBody } },
    async (request, reply) => {
      const caller = callerOf(request);
      const { body } = request;
      const departmentId = referenceId(body.department, 'departments', 'department');
      const department = await app.organisationAdmin.department(departmentId);
      if (!department || department.deleted) throw invalid('department', MESSAGES.DEPARTMENT_INVALID);
      const subdepartmentId = body.subdepartment === undefined || body.subdepartment === null ? null : referenceId(body.subdepartment, 'subdepartments', 'subdepartment');
      if (!(await app.authorization.canPlaceTeamIn(caller, departmentId, subdepartmentId))) throw forbidden();
      if (subdepartmentId !== null) {
        const subdepartment = await app.organisationAdmin.subdepartment(subdepartmentId);
        if (!subdepartment || subdepartment.deleted || subdepartment.department_id !== departmentId) {
          throw invalid('subdepartment', MESSAGES.SUBDEPARTMENT_INVALID);
        }
      }
      const name = requiredName(body.name, MESSAGES.TEAM_NAME_EMPTY);
      const userId = await managerId(app, body.user);
      // The manager becomes a member: the same rule as any enrolment into the team.
      await assertMayEnrolInTeam(app, caller, userId, { department_id: departmentId, subdepartment_id: subdepartmentId });
      const id = await app.organisationAdmin.createTeam({ departmentId, subdepartmentId, name, userId, incidentVisible: body.incidentVisible ?? true }, actorOf(request));
      const document = await teamDocument(app, caller, id);
      await publishOrganisationChange(app, document, { teamId: id, departmentId, subdepartmentId });
      return reply.code(201).header('location', iri('teams', id)).send(document);
    },
  );

  app.put('/:id', { schema: { tags: ['teams'], summary: 'Change a team (merged)', params: IdParams, body: TeamUpdateBody } }, async (request) => {
    const caller = callerOf(request);
    const id = Number(request.params.id);
    const team = await app.organisationAdmin.team(id);
    if (!team) throw notFound();
    if (!(await app.authorization.canAdministerTeam(caller, id))) throw forbidden();
    const { body } = request;
    // The portal logs in with whatever it is given: anyone else who could set credentials could test any mail password.
    const newMailboxCredentials = (body.taskInboxUsername != null && body.taskInboxUsername.trim() !== team.task_inbox_username) || body.taskInboxPassword !== undefined;
    if (newMailboxCredentials && !isAdmin(caller)) throw forbidden(MESSAGES.MAILBOX_ADMINS_ONLY);
    const subdepartmentId = body.subdepartment === undefined ? undefined : await targetSubdepartment(app, caller, team, body.subdepartment);
    const newManager = body.user === undefined ? undefined : await managerId(app, body.user);
    // The new manager becomes a member of the team where it ends up after this change.
    const placement = { department_id: team.department_id, subdepartment_id: subdepartmentId === undefined ? team.subdepartment_id : subdepartmentId };
    if (newManager !== undefined && newManager !== team.user_id) await assertMayEnrolInTeam(app, caller, newManager, placement);
    await app.organisationAdmin.updateTeam(
      id,
      {
      name: body.name === undefined ? undefined : requiredName(body.name, MESSAGES.TEAM_NAME_EMPTY),
      incidentDescription: incidentDescription(team, body.incidentDescription),
      taskInboxUsername: await mailboxUsername(app, team, body.taskInboxUsername),
      taskInboxPassword: body.taskInboxPassword === undefined ? undefined : mailboxPassword(body.taskInboxPassword),
      subdepartmentId,
      userId: newManager,
      logoId: body.logo === undefined ? undefined : await logoId(app, body.logo, 'Team', id),
      managerOnly: body.managerOnly,
      incidentVisible: body.incidentVisible,
      weekReport: body.weekReport,
      notifyManagerOnTaskCreate: body.notifyManagerOnTaskCreate,
      deleted: body.deleted,
      },
      actorOf(request),
    );
    const document = await teamDocument(app, caller, id);
    await publishOrganisationChange(app, document, { teamId: id, departmentId: team.department_id, subdepartmentId: team.subdepartment_id });
    return document;
  });
};

export default teamsRoutes;
