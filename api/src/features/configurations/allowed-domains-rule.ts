import type { FastifyInstance } from 'fastify';
import { forbidden, invalid } from '../../core/errors/api-error.ts';
import { normaliseDomain } from '../../core/mail/allowed-domains.ts';
import type { Caller } from '../../core/authentication/caller.ts';
import { opensScreen } from '../../core/authorization/roles.ts';
import type { ConfigurationRule } from './configuration-rule.ts';

export const DOMAIN_MESSAGES = {
  LIST_INVALID: 'La lista de dominios no es válida',
  notADomain: (text: string) => `"${text}" no es un nombre de dominio válido`,
  duplicated: (domain: string) => `El dominio ${domain} ya está en la lista`,
} as const;

const MAX_DOMAINS = 500;

async function requireSystemAdmin(_app: FastifyInstance, caller: Caller): Promise<null> {
  if (!opensScreen(caller, 'systemTools')) throw forbidden();
  return null;
}

/** The whole list, each entry normalised (lower case, punycode); a non-domain or a repeat is refused. */
async function domainList(_app: FastifyInstance, value: unknown): Promise<string[]> {
  if (!Array.isArray(value) || value.length > MAX_DOMAINS) throw invalid('value', DOMAIN_MESSAGES.LIST_INVALID);
  const domains: string[] = [];
  value.forEach((entry, index) => {
    const text = typeof entry === 'string' ? entry.slice(0, 300) : String(entry);
    const domain = typeof entry === 'string' ? normaliseDomain(entry) : null;
    if (domain === null) throw invalid(`value[${index}]`, DOMAIN_MESSAGES.notADomain(text));
    if (domains.includes(domain)) throw invalid(`value[${index}]`, DOMAIN_MESSAGES.duplicated(domain), 'not_unique');
    domains.push(domain);
  });
  return domains;
}

/** Configuration 3 (docs/api-contract.md K3/K4, U2): admins and system admins change the list; it is never created or deleted. */
export const ALLOWED_DOMAINS_RULE: ConfigurationRule = { requireWriter: requireSystemAdmin, validateValue: domainList, updateOnly: true };
