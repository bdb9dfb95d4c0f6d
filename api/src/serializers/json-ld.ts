/** Builders for the JSON-LD / Hydra shapes of contract §1.2–§1.4. */
import type { Iri, JsonLdItem } from '@portal/shared-api/entities';

export type JsonObject = Record<string, unknown>;

/** An embedded item may be sent as its IRI instead (contract §1.2). */
type Embeddable<V> = V extends JsonLdItem ? V | Serialized<V> | Iri : V extends (infer U)[] ? Embeddable<U>[] : V;

type OwnFields<E> = Omit<E, keyof JsonLdItem>;

/** The fields of the shared entity type `E` (shared-api) as a serializer writes them. */
export type SerializedFields<E> = { [K in keyof OwnFields<E>]: Embeddable<OwnFields<E>[K]> };

/** What a serializer answers for entity `E`: a contract drift between both fails `tsc`. */
export type Serialized<E> = JsonLdItem & SerializedFields<E>;

type AnyItem = JsonLdItem & JsonObject;

export function iri(resource: string, id: number): string {
  return `/api/${resource}/${id}`;
}

/** An item: `@id`, `@type` and `id` first, then its fields; `@context` only at the top level of a response. */
export function item<E extends JsonLdItem = AnyItem>(
  type: string,
  resource: string,
  id: number,
  fields: SerializedFields<E>,
  withContext = false,
): Serialized<E> {
  return {
    ...(withContext ? { '@context': `/api/contexts/${type}` } : {}),
    '@id': iri(resource, id),
    '@type': type,
    id,
    ...fields,
  };
}

/** Adds `@context` to an item built for embedding, for use as a whole response. */
export function asDocument(value: JsonObject): JsonObject {
  const { '@id': id, '@type': type, ...rest } = value;
  return { '@context': `/api/contexts/${String(type)}`, '@id': id, '@type': type, ...rest };
}

export type PageRequest = { page?: string | undefined; itemsPerPage?: string | undefined; pagination?: string | undefined };

const DEFAULT_ITEMS_PER_PAGE = 30;
const MAX_ITEMS_PER_PAGE = 100;

function positive(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,6}$/.test(value)) return undefined;
  const parsed = Number(value);
  return parsed > 0 ? parsed : undefined;
}

/**
 * A Hydra collection. Complete unless the request sends `page` (contract §1.4):
 * the portal filters and pages most lists in the browser.
 */
export function collection(type: string, path: string, members: JsonObject[], query: PageRequest & Record<string, unknown> = {}): JsonObject {
  const page = positive(query.page);
  const body: JsonObject = { '@context': `/api/contexts/${type}`, '@id': path, '@type': 'hydra:Collection' };
  if (page === undefined || query.pagination === 'false' || query.pagination === '0') {
    return { ...body, 'hydra:member': members, 'hydra:totalItems': members.length };
  }
  const perPage = Math.min(positive(query.itemsPerPage) ?? DEFAULT_ITEMS_PER_PAGE, MAX_ITEMS_PER_PAGE);
  const lastPage = Math.max(1, Math.ceil(members.length / perPage));
  const pageUrl = (number: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (key === 'page') continue;
      for (const one of Array.isArray(value) ? value : [value]) if (typeof one === 'string') params.append(key, one);
    }
    params.set('page', String(number));
    return `${path}?${params.toString()}`;
  };
  return {
    ...body,
    'hydra:member': members.slice((page - 1) * perPage, page * perPage),
    'hydra:totalItems': members.length,
    'hydra:view': {
      '@id': pageUrl(page),
      '@type': 'hydra:PartialCollectionView',
      'hydra:first': pageUrl(1),
      'hydra:last': pageUrl(lastPage),
      ...(page > 1 ? { 'hydra:previous': pageUrl(Math.min(page - 1, lastPage)) } : {}),
      ...(page < lastPage ? { 'hydra:next': pageUrl(page + 1) } : {}),
    },
  };
}
