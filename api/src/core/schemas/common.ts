import { type TSchema, Type } from '@fastify/type-provider-typebox';

/** A numeric path id; anything else is a 400 before the handler runs. */
export const IdParams = Type.Object({ id: Type.String({ maxLength: 9, pattern: '^[1-9][0-9]{0,8}$', description: 'numeric id' }) });

/**
 * Input bounds (database column sizes where a value is stored): no request may
 * make a check or a pattern work through more text than these.
 */
export const MAX = {
  /** Names, titles, e-mail addresses, IRIs, search words (varchar(255) columns). */
  NAME: 255,
  /** Free texts: descriptions, messages, explanations. */
  TEXT: 10_000,
  /** Dates, times, numbers and flags sent as text. */
  SHORT: 40,
  /** Items of a list in one request. */
  ITEMS: 500,
} as const;

/** A filter of a collection: one value or the same parameter repeated. */
const filterValue = Type.Union([Type.String({ maxLength: MAX.NAME }), Type.Array(Type.String({ maxLength: MAX.NAME }), { maxItems: MAX.ITEMS })]);

/**
 * Query of a collection: the named filters are documented, and values are
 * parsed by the handler (an unreadable filter is ignored, as API Platform does);
 * unknown parameters are accepted and ignored.
 */
export function collectionQuery(filters: Record<string, string>) {
  const documented = Object.fromEntries(Object.entries(filters).map(([name, description]) => [name, Type.Optional({ ...filterValue, description })]));
  return Type.Object(
    {
      ...documented,
      page: Type.Optional(Type.String({ maxLength: MAX.SHORT, description: 'page number; without it the whole collection is returned' })),
      itemsPerPage: Type.Optional(Type.String({ maxLength: MAX.SHORT, description: 'page size when `page` is sent (default 30, max 100)' })),
      pagination: Type.Optional(Type.String({ maxLength: MAX.SHORT, description: '`false` returns everything' })),
    },
    { additionalProperties: true },
  );
}

/**
 * An RFC 3339 date-time with offset, in the years 1000–9999: year 0 and the
 * like match the format but not the database, and must be a 400, not a 500.
 */
export const DateTime = Type.String({ maxLength: MAX.SHORT, format: 'date-time', pattern: '^[1-9][0-9]{3}-' });

/** A relation written as an IRI, an object with `@id`, or a numeric id (docs/api-contract.md §1.2). */
export const Reference = Type.Union([Type.String({ maxLength: 255 }), Type.Integer({ minimum: 1 }), Type.Object({ '@id': Type.String({ maxLength: MAX.NAME }) })]);

/**
 * Any JSON value nested at most `depth` lists or objects deep, every text and
 * list bounded: for fields whose shape the handler checks itself, so a wrong
 * shape still gets that check's own message.
 */
export function BoundedJson(depth: number, maxLength: number = MAX.TEXT): TSchema {
  const scalars = [Type.String({ maxLength }), Type.Number(), Type.Boolean(), Type.Null()];
  if (depth === 0) return Type.Union(scalars);
  const inner = BoundedJson(depth - 1, maxLength);
  return Type.Union([
    ...scalars,
    Type.Array(inner, { maxItems: MAX.ITEMS }),
    Type.Record(Type.String({ maxLength: MAX.NAME }), inner, { maxProperties: 100 }),
  ]);
}
