import type { FastifyInstance } from 'fastify';
import { VALIDATION_MESSAGES } from '@portal/shared-api/rules';
import { conflict, forbidden, invalid } from '../../../errors/api-error.ts';
import type { Caller } from '../../../plugins/app/authentication/caller.ts';
import { idFromReference } from '../../../schemas/filters.ts';
import { ORGANISATION_MESSAGES } from '../organisation/messages.ts';
import { AUTO_TASK_RULE } from './auto-task-rule.ts';

export const CONFIGURATION_MESSAGES = {
  TEAM_REQUIRED: 'Debe seleccionar un equipo primero',
  REQUESTER_DUPLICATED: VALIDATION_MESSAGES.REQUESTER_ALREADY_ADDED,
  FLAG_INVALID: 'El valor debe ser "1" o "0"',
  ALREADY_EXISTS: 'Este equipo ya tiene esta configuración',
  NAME_UNKNOWN: 'Configuración no permitida',
  FIXED_NAME: 'No se puede cambiar el nombre ni el equipo de una configuración',
} as const;

/** One rule per configuration name this API writes: who may, and what the value must be (contract K3). */
type ConfigurationRule = {
  /** Checks that the caller may write a row of this `data` (403) and returns its stored form; default: administers the team. */
  requireWriter?: (app: FastifyInstance, caller: Caller, data: string | null | undefined) => Promise<string>;
  /** `data` is the row's (already checked) team id. */
  validateValue(app: FastifyInstance, value: unknown, data: string): Promise<unknown>;
};

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

/** Per-team configurations of the team administration screen; both belong to whoever administers the team. */
const TEAM_CONFIGURATION_RULES: Record<string, ConfigurationRule> = {
  avisos_solicitante: { validateValue: requesterIds },
  team_unlock_tasks: { validateValue: unlockFlag },
  auto_task: AUTO_TASK_RULE,
};

export function ruleFor(name: string): ConfigurationRule {
  const rule = TEAM_CONFIGURATION_RULES[name];
  if (!rule) throw forbidden(CONFIGURATION_MESSAGES.NAME_UNKNOWN);
  return rule;
}

/** Who may write rows of `rule` with this `data` (403 otherwise); answers the stored `data`. */
export function requireWriter(app: FastifyInstance, caller: Caller, rule: ConfigurationRule, data: string | null | undefined): Promise<string> {
  return (rule.requireWriter ?? requireTeamAdministration)(app, caller, data);
}

/** The team a per-team configuration's `data` names; the caller must administer it. */
async function requireTeamAdministration(app: FastifyInstance, caller: Caller, data: string | null | undefined): Promise<string> {
  const teamId = data && /^\d{1,9}$/.test(data.trim()) ? Number(data.trim()) : undefined;
  if (teamId === undefined || !(await app.organisationAdmin.team(teamId))) throw invalid('data', CONFIGURATION_MESSAGES.TEAM_REQUIRED, 'not_blank');
  if (!(await app.authorization.canAdministerTeam(caller, teamId))) throw forbidden();
  return String(teamId);
}

export async function requireNoTwin(app: FastifyInstance, name: string, data: string): Promise<void> {
  if (await app.configurations.existsFor(name, data)) throw conflict(CONFIGURATION_MESSAGES.ALREADY_EXISTS);
}
