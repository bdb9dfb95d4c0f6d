import type { Iri } from './entities';

/** The items of a collection body: its `hydra:member`, or the body itself when it is a plain list. */
export function unwrapMembers<T>(body: unknown): T[] {
  if (Array.isArray(body)) return body as T[];
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    // API Platform 4 drops the prefix unless told otherwise; accept both.
    const members = record['hydra:member'] ?? record.member;
    if (Array.isArray(members)) return members as T[];
  }
  return [];
}

/** The IRI of an item: `iri('users', 5)` is `/api/users/5`. */
export function iri(resource: string, id: number | string): Iri {
  return `/api/${resource}/${id}`;
}

/** A reference as the API may send it: an IRI, a bare id, or an embedded item. */
export type Reference = Iri | number | { '@id'?: Iri; id?: number } | null | undefined;

function idFromText(text: string): number | null {
  const match = /^(?:.*\/)?(\d+)\/?$/.exec(text.trim());
  return match ? Number(match[1]) : null;
}

/** The numeric id of a reference (`/api/users/5`, `5`, `"5"` or `{ '@id': '/api/users/5' }`), or `null`. */
export function idFromIri(reference: Reference): number | null {
  if (typeof reference === 'number') return Number.isSafeInteger(reference) && reference >= 0 ? reference : null;
  if (typeof reference === 'string') return idFromText(reference);
  if (reference && typeof reference === 'object') {
    if (typeof reference.id === 'number') return idFromIri(reference.id);
    if (typeof reference['@id'] === 'string') return idFromText(reference['@id']);
  }
  return null;
}
