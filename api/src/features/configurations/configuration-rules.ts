import type { FastifyInstance } from 'fastify';
import { conflict, forbidden } from '../../core/errors/api-error.ts';
import { ALLOWED_DOMAINS_RULE } from './allowed-domains-rule.ts';
import { AUTO_TASK_RULE } from './auto-task-rule.ts';
import { CONFIGURATION_MESSAGES, type ConfigurationRule } from './configuration-rule.ts';
import { MAINTENANCE_RULE } from './maintenance-rule.ts';
import { TAGS_USER_RULE } from './tags-user-rule.ts';
import { TEAM_CONFIGURATION_RULES } from './team-configuration-rules.ts';

const RULES: Record<string, ConfigurationRule> = { ...TEAM_CONFIGURATION_RULES, tags_user: TAGS_USER_RULE, allowed_domains: ALLOWED_DOMAINS_RULE, auto_task: AUTO_TASK_RULE, client_maintenance: MAINTENANCE_RULE };

/** The rule of a configuration name this API writes; any other name is refused (403). */
export function ruleFor(name: string): ConfigurationRule {
  const rule = RULES[name];
  if (!rule) throw forbidden(CONFIGURATION_MESSAGES.NAME_UNKNOWN);
  return rule;
}

/** One row per team, or per (requester, team) for per-user names; the database's unique indexes back this up. */
export async function requireNoTwin(app: FastifyInstance, name: string, data: string, userId: number | null): Promise<void> {
  if (await app.configurations.existsFor(name, data, userId)) {
    throw conflict(userId === null ? CONFIGURATION_MESSAGES.ALREADY_EXISTS : CONFIGURATION_MESSAGES.REQUESTER_ALREADY_CONFIGURED);
  }
}
