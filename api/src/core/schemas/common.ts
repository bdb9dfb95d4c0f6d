import { Type } from '@fastify/type-provider-typebox';

/** A numeric path id; anything else is a 400 before the handler runs. */
export const IdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$', description: 'numeric id' }) });

const filterValue = Type.Union([Type.String(), Type.Array(Type.String())]);

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
      page: Type.Optional(Type.String({ description: 'page number; without it the whole collection is returned' })),
      itemsPerPage: Type.Optional(Type.String({ description: 'page size when `page` is sent (default 30, max 100)' })),
      pagination: Type.Optional(Type.String({ description: '`false` returns everything' })),
    },
    { additionalProperties: true },
  );
}

/**
 * An RFC 3339 date-time with offset, in the years 1000–9999: year 0 and the
 * like match the format but not the database, and must be a 400, not a 500.
 */
export const DateTime = Type.String({ format: 'date-time', pattern: '^[1-9][0-9]{3}-' });

/** A relation written as an IRI, an object with `@id`, or a numeric id (contract §1.2). */
export const Reference = Type.Union([Type.String({ maxLength: 255 }), Type.Integer({ minimum: 1 }), Type.Object({ '@id': Type.String() })]);
