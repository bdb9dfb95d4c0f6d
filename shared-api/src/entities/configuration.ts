import type { Iri, JsonLdItem } from './json-ld';

/** Configuration names in use (docs/api-contract.md §3.2). */
export const CONFIGURATION_NAME = {
  CLIENT_MAINTENANCE: 'client_maintenance',
  TAGS_USER: 'tags_user',
  AUTO_TASK: 'auto_task',
  REQUESTER_NOTICES: 'avisos_solicitante',
  TEAM_UNLOCK_TASKS: 'team_unlock_tasks',
} as const;

/** The configuration row of maintenance mode: `data` '1' is on, '0' off. */
export const MAINTENANCE_CONFIGURATION_ID = 1;

/** The configuration row holding the allowed e-mail domains. */
export const ALLOWED_DOMAINS_CONFIGURATION_ID = 3;

export type Configuration<V = unknown> = JsonLdItem & {
  name: string;
  data: string | null;
  value: V;
  user: Iri | null;
};
