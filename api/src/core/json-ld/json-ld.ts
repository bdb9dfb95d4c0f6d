/** Builders for the JSON-LD / Hydra shapes of docs/api-contract.md §1.2–§1.4. */
import type { Iri, JsonLdItem } from '@portal/shared-api/entities';

export type JsonObject = Record<string, unknown>;

/** An embedded item may be sent as its IRI instead (docs/api-contract.md §1.2). */
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

/** Page number and size a request asks for; `always` pages even without `page` (notifications, docs/api-contract.md S1). */
export function pageRequested(query: PageRequest, always = false): { page: number; perPage: number } | undefined {
  const page = positive(query.page) ?? (always ? 1 : undefined);
  if (page === undefined || (!always && (query.pagination === 'false' || query.pagination === '0'))) return undefined;
  return { page, perPage: Math.min(positive(query.itemsPerPage) ?? DEFAULT_ITEMS_PER_PAGE, MAX_ITEMS_PER_PAGE) };
}

/**
 * One page of a collection whose members were cut in SQL: `members` is the
 * page, `totalItems` the full count after filters.
 */
export function collectionPage(
  type: string,
  path: string,
  members: JsonObject[],
  totalItems: number,
  paging: { page: number; perPage: number },
  query: PageRequest & Record<string, unknown>,
): JsonObject {
  const { page, perPage } = paging;
  const lastPage = Math.max(1, Math.ceil(totalItems / perPage));
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
    '@context': `/api/contexts/${type}`,
    '@id': path,
    '@type': 'hydra:Collection',
    'hydra:member': members,
    'hydra:totalItems': totalItems,
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

/**
 * A Hydra collection. Complete unless the request sends `page` (docs/api-contract.md §1.4):
 * the portal filters and pages most lists in the browser.
 */
export function collection(type: string, path: string, members: JsonObject[], query: PageRequest & Record<string, unknown> = {}): JsonObject {
  const paging = pageRequested(query);
  if (paging === undefined) {
    return { '@context': `/api/contexts/${type}`, '@id': path, '@type': 'hydra:Collection', 'hydra:member': members, 'hydra:totalItems': members.length };
  }
  const offset = (paging.page - 1) * paging.perPage;
  return collectionPage(type, path, members.slice(offset, offset + paging.perPage), members.length, paging, query);
}

/** A collection listed with `pageRequested`'s paging: the page cut in SQL when one was asked for, else every member. */
export function listedCollection(
  type: string,
  path: string,
  listed: { members: JsonObject[]; total: number },
  paging: { page: number; perPage: number } | undefined,
  query: PageRequest & Record<string, unknown>,
): JsonObject {
  return paging ? collectionPage(type, path, listed.members, listed.total, paging, query) : collection(type, path, listed.members, query);
}
