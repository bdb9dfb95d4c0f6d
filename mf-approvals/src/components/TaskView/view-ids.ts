import { type Iri, idFromIri } from '@portal/shared-api';

/** The id of a reference that came as an IRI or embedded as `{ id }`. */
export const idOf = (reference: Iri | { id: number } | null | undefined): number | null =>
  reference === null || reference === undefined ? null : typeof reference === 'object' ? reference.id : idFromIri(reference);
