import type { FastifyInstance } from 'fastify';
import { badRequest, invalid } from '../../core/errors/api-error.ts';
import { idFromReference } from '../../core/schemas/filters.ts';
import { ORGANISATION_MESSAGES } from './organisation-messages.ts';

/** Images a logo may be (docs/api-contract.md §10.5). */
const LOGO_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** The id of a relation written as an IRI, `{ "@id": IRI }` or a number (docs/api-contract.md §1.2); 400 when unreadable. */
export function referenceId(value: unknown, resource: string, field: string): number {
  const id = idFromReference(typeof value === 'object' && value !== null ? (value as { '@id'?: unknown })['@id'] : value, resource);
  if (id === undefined) throw badRequest('IRI no válida', `${field}: expected /api/${resource}/{id} or a numeric id`);
  return id;
}

/** A name, trimmed; blank gives the 422 `message`. */
export function requiredName(value: string, message: string, field = 'name'): string {
  const name = value.trim();
  if (name === '') throw invalid(field, message, 'not_blank');
  return name;
}

/** A manager (new item or change): required, existing and not deleted. */
export async function managerId(app: FastifyInstance, value: unknown): Promise<number> {
  if (value === undefined || value === null || value === '') throw invalid('user', ORGANISATION_MESSAGES.MANAGER_REQUIRED, 'not_blank');
  const id = idFromReference(typeof value === 'object' ? (value as { '@id'?: unknown })['@id'] : value, 'users');
  if (id === undefined || !(await app.organisationAdmin.activeUserExists(id))) throw invalid('user', ORGANISATION_MESSAGES.MANAGER_INVALID);
  return id;
}

/** A logo must be an image uploaded for this very department or team; null removes it. */
export async function logoId(app: FastifyInstance, value: unknown, entity: 'Department' | 'Team', entityId: number): Promise<number | null> {
  if (value === null) return null;
  const media = await app.organisationAdmin.mediaObject(referenceId(value, 'media_objects', 'logo'));
  if (!media || media.deleted || media.entity !== entity || media.entity_id !== entityId || !LOGO_TYPES.has(media.mime_type)) {
    throw invalid('logo', ORGANISATION_MESSAGES.LOGO_INVALID);
  }
  return media.id;
}

