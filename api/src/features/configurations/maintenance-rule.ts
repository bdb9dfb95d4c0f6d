import type { FastifyInstance } from 'fastify';
import { forbidden, invalid } from '../../core/errors/api-error.ts';
import type { Caller } from '../../core/authentication/caller.ts';
import { isAdmin } from '../../core/authorization/roles.ts';
import { CONFIGURATION_MESSAGES, type ConfigurationRule } from './configuration-rule.ts';

async function requireAdminSwitch(_app: FastifyInstance, caller: Caller, data: string | null | undefined): Promise<string | null> {
  if (!isAdmin(caller)) throw forbidden();
  if (data === undefined || data === null) return null;
  if (data !== '1' && data !== '0') throw invalid('data', CONFIGURATION_MESSAGES.FLAG_INVALID);
  return data;
}

/** `client_maintenance` (configuration 1): only admins switch it, by writing `data` '1' (on) or '0' (off); its value is kept as it is. */
export const MAINTENANCE_RULE: ConfigurationRule = {
  requireWriter: requireAdminSwitch,
  validateValue: async (_app, value) => value,
  updateOnly: true,
  switchedByData: true,
};
