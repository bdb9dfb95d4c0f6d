import type { Iri, JsonLdItem } from './json-ld';

export type AuditAction = 'create' | 'update' | 'delete' | 'restore';

/** One sensitive change: who (and from which address), what, when, the row before and after. */
export type AuditLog = JsonLdItem & {
  createdAt: string;
  actor: Iri | null;
  /** The person's name (or e-mail), read-only; null for changes the portal made on its own. */
  actorName: string | null;
  actorIp: string | null;
  action: AuditAction;
  entity: string;
  entityId: number | null;
  /** The record as people know it ('Ana García Pérez', a team's name), or null when nothing names it any more. */
  entityLabel: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};
