import type { FastifyInstance } from 'fastify';
import { forbidden, invalid } from '../../core/errors/api-error.ts';
import type { Caller } from '../../core/authentication/caller.ts';
import { idFromReference } from '../../core/schemas/filters.ts';
import { ORGANISATION_MESSAGES } from '../organisation/organisation-messages.ts';
import { CONFIGURATION_MESSAGES, type ConfigurationRule } from './configuration-rule.ts';

async function requesterIds(app: FastifyInstance, value: unknown): Promise<number[]> {
  if (!Array.isArray(value)) throw invalid('value', ORGANISATION_MESSAGES.USER_INVALID);
  const ids = value.map((one) => idFromReference(typeof one === 'string' && /^\d+$/.test(one) ? Number(one) : one, 'users'));
  if (ids.some((id) => id === undefined)) throw invalid('value', ORGANISATION_MESSAGES.USER_INVALID);
  const known = ids as number[];
  if (new Set(known).size !== known.length) throw invalid('value', CONFIGURATION_MESSAGES.REQUESTER_DUPLICATED);
  for (const id of known) {
    if (!(await app.organisationAdmin.activeUserExists(id))) throw invalid('value', ORGANISATION_MESSAGES.USER_INVALID);
  }
  return known;
}

async function unlockFlag(_app: FastifyInstance, value: unknown): Promise<string[]> {
  if (!Array.isArray(value) || value.length !== 1 || (value[0] !== '1' && value[0] !== '0')) throw invalid('value', CONFIGURATION_MESSAGES.FLAG_INVALID);
  return [value[0]];
}

/** The id of the existing team a per-team configuration's `data` names (422 otherwise). */
export async function teamOfData(app: FastifyInstance, data: string | null | undefined) {
  const teamId = data && /^\d{1,9}$/.test(data.trim()) ? Number(data.trim()) : undefined;
  const team = teamId === undefined ? undefined : await app.organisationAdmin.team(teamId);
  if (!team) throw invalid('data', CONFIGURATION_MESSAGES.TEAM_REQUIRED, 'not_blank');
  return team;
}

/** The team a per-team configuration's `data` names; the caller must administer it. */
async function requireTeamAdministration(app: FastifyInstance, caller: Caller, data: string | null | undefined): Promise<string> {
  const team = await teamOfData(app, data);
  if (!(await app.authorization.canAdministerTeam(caller, team.id))) throw forbidden();
  return String(team.id);
}

/** Per-team configurations of the team administration screen; both belong to whoever administers the team. */
export const TEAM_CONFIGURATION_RULES: Record<string, ConfigurationRule> = {
  avisos_solicitante: { requireWriter: requireTeamAdministration, validateValue: requesterIds },
  team_unlock_tasks: { requireWriter: requireTeamAdministration, validateValue: unlockFlag },
};
