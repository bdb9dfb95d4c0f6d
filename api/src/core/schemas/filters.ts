/**
 * Query filters behave like API Platform's (docs/api-contract.md §1.5): booleans accept
 * true/false/1/0 and are ignored otherwise; relations take a numeric id or an
 * IRI, `prop[]=a&prop[]=b` means IN; unknown parameters are ignored.
 */
import { badRequest } from '../errors/api-error.ts';

export type QueryValue = string | string[] | undefined;
export type Query = Record<string, QueryValue>;

export function booleanFilter(value: QueryValue): boolean | undefined {
  const one = Array.isArray(value) ? value[0] : value;
  if (one === 'true' || one === '1') return true;
  if (one === 'false' || one === '0') return false;
  return undefined;
}

const MAX_ID = 2_147_483_647;

/** A numeric id from `5` or `/api/{resource}/5`; undefined for anything else. */
export function idFromReference(value: unknown, resource: string): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 && value <= MAX_ID ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const match = new RegExp(`^(?:/api/${resource}/)?(\\d{1,10})$`).exec(value);
  if (!match?.[1]) return undefined;
  const id = Number(match[1]);
  return id > 0 && id <= MAX_ID ? id : undefined;
}

/** Ids of an exact/relation filter (`?team=3`, `?team=/api/teams/3`, `?team[]=3&team[]=4`); undefined when absent or unreadable. */
export function relationFilter(query: Query, name: string, resource: string): number[] | undefined {
  const raw = [query[name], query[`${name}[]`]].flatMap((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));
  if (raw.length === 0) return undefined;
  const ids = raw.map((value) => idFromReference(value, resource)).filter((id): id is number => id !== undefined);
  return ids.length === 0 ? undefined : ids;
}

/** An integer filter such as `?type=1`. */
export function integerFilter(query: Query, name: string): number[] | undefined {
  return relationFilter(query, name, '__none__');
}

/** The id of a written relation (IRI, `{ "@id" }` or numeric id, docs/api-contract.md §1.2); undefined when unreadable. */
export function idFromWrittenReference(value: unknown, resource: string): number | undefined {
  return idFromReference(typeof value === 'object' && value !== null ? (value as { '@id'?: unknown })['@id'] : value, resource);
}

/** The id of a written relation that must be readable: a 400 otherwise. */
export function requiredReference(value: unknown, resource: string, field: string): number {
  const id = idFromWrittenReference(value, resource);
  if (id === undefined) throw badRequest('IRI no válida', `${field}: expected /api/${resource}/{id} or a numeric id`);
  return id;
}
