/** Builders for the JSON-LD / Hydra shapes of contract §1.2–§1.4. */

export type JsonObject = Record<string, unknown>;

export function iri(resource: string, id: number): string {
  return `/api/${resource}/${id}`;
}

/** An item: `@id`, `@type` and `id` first, then its fields; `@context` only at the top level of a response. */
export function item(type: string, resource: string, id: number, fields: JsonObject, withContext = false): JsonObject {
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
  const perPage = pageSize(query);
  return pageOf(type, path, members.slice((page - 1) * perPage, page * perPage), members.length, page, query);
}

/** Items per page of a paged request (default 30, at most 100). */
export function pageSize(query: PageRequest): number {
  return Math.min(positive(query.itemsPerPage) ?? DEFAULT_ITEMS_PER_PAGE, MAX_ITEMS_PER_PAGE);
}

/** The requested page number, 1 when absent or unreadable. */
export function pageNumber(query: PageRequest): number {
  return positive(query.page) ?? 1;
}

/** One page of a collection paged by the database: `pageMembers` already cut, `totalItems` counted there. */
export function pageOf(type: string, path: string, pageMembers: JsonObject[], totalItems: number, page: number, query: PageRequest & Record<string, unknown>): JsonObject {
  const body: JsonObject = { '@context': `/api/contexts/${type}`, '@id': path, '@type': 'hydra:Collection' };
  const lastPage = Math.max(1, Math.ceil(totalItems / pageSize(query)));
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
    'hydra:member': pageMembers,
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
