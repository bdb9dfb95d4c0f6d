import { AUTO_TASK_MESSAGES, AUTO_TASK_TAG_TYPES, type AutoTaskValue, autoTaskProblem, normaliseAutoTask } from '@portal/shared-api/rules';
import type { FastifyInstance } from 'fastify';
import sql from 'sql-template-tag';
import { forbidden, invalid } from '../../core/errors/api-error.ts';
import { isAllowedEmailDomain } from '../../core/mail/allowed-domains.ts';
import type { Caller } from '../../core/authentication/caller.ts';
import { idFromReference } from '../../core/schemas/filters.ts';
import { automatesTasks, automationTeamCondition } from '../automation/automation-scope-sql.ts';
import { CONFIGURATION_MESSAGES, type ConfigurationRule } from './configuration-rule.ts';

/** A live team of `data` that the caller may automate (spec 02 §6); 422 without a team, 403 outside. */
async function requireAutomationWriter(app: FastifyInstance, caller: Caller, data: string | null | undefined): Promise<string> {
  const teamId = data && /^\d{1,9}$/.test(data.trim()) ? Number(data.trim()) : undefined;
  const [team] = teamId === undefined ? [] : await app.db.query<{ id: number; offered: boolean }>(
    sql`SELECT t.id, ${automationTeamCondition(caller, 't')} AS offered FROM teams t WHERE t.id = ${teamId} AND NOT t.deleted`,
  );
  if (!team) throw invalid('data', CONFIGURATION_MESSAGES.TEAM_REQUIRED, 'not_blank');
  if (!automatesTasks(caller) || !team.offered) throw forbidden();
  return String(team.id);
}

/** The whole value (docs/api-contract.md K3): its shape, then five existing tags of the select types, team members, an allowed domain. */
async function validateAutoTask(app: FastifyInstance, value: unknown, data: string | null): Promise<AutoTaskValue> {
  const problem = autoTaskProblem(value);
  if (problem) throw invalid(problem.field === 'value' ? 'value' : `value.${problem.field}`, problem.message);
  const autoTask = normaliseAutoTask(value as AutoTaskValue);
  const types = await app.db.query<{ id: number; type_id: number }>(sql`SELECT id, type_id FROM tags WHERE id = ANY(${autoTask.tags}::int[])`);
  const typeOf = new Map(types.map((tag) => [tag.id, tag.type_id]));
  if (autoTask.tags.some((id, index) => typeOf.get(id) !== AUTO_TASK_TAG_TYPES[index])) throw invalid('value.tags', AUTO_TASK_MESSAGES.TAGS_INVALID);
  if ((await app.taskWrites.nonMembers(Number(data), autoTask.users)).length > 0) throw invalid('value.users', AUTO_TASK_MESSAGES.USERS_INVALID);
  if (!(await isAllowedEmailDomain(app.db, autoTask.email))) throw invalid('value.email', AUTO_TASK_MESSAGES.EMAIL_DOMAIN);
  return autoTask;
}

export const AUTOMATION_REQUESTER_INVALID = 'El solicitante de las tareas debe ser usted o un miembro del equipo';

/**
 * Who requests the automation's tasks, and so sees them and is charged their
 * time caps: the caller, or a live member of the team they chose. Never the
 * notice address, which only receives mail.
 */
async function requireTaskRequester(app: FastifyInstance, caller: Caller, user: unknown, data: string): Promise<number> {
  if (user === undefined || user === null) return caller.id;
  const reference = typeof user === 'object' && '@id' in user ? user['@id'] : user;
  const id = idFromReference(reference, 'users');
  if (id === caller.id) return id;
  const [member] = id === undefined ? [] : await app.db.query(
    sql`SELECT 1 FROM user_teams ut JOIN users u ON u.id = ut.user_id WHERE ut.team_id = ${Number(data)} AND ut.user_id = ${id} AND NOT u.deleted`,
  );
  if (!member || id === undefined) throw invalid('user', AUTOMATION_REQUESTER_INVALID);
  return id;
}

/** `auto_task`: a team's recurring task, created by the scheduler (`src/features/automation/`). */
export const AUTO_TASK_RULE: ConfigurationRule = {
  requireWriter: requireAutomationWriter,
  validateValue: validateAutoTask,
  taskRequester: requireTaskRequester,
  manyPerTeam: true,
};
