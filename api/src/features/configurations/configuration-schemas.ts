import { Type } from '@fastify/type-provider-typebox';
import { BoundedJson, collectionQuery, Reference } from '../../core/schemas/common.ts';

export const ConfigurationsQuery = collectionQuery({ name: 'configuration name', data: 'data (a team id for per-team ones)', user: 'user id or IRI' });

/** Each name's rule checks the shape; the deepest value of today is an `auto_task` object holding lists of ids. */
const Value = { ...BoundedJson(3), description: 'a list or an object, per name (docs/api-contract.md §3.2)' };

export const ConfigurationCreateBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    data: Type.Optional(Type.Union([Type.String({ maxLength: 255 }), Type.Null()])),
    value: Value,
    user: Type.Optional(Type.Union([Reference, Type.Null()])),
  },
  { additionalProperties: true },
);

export const ConfigurationUpdateBody = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 100 })),
    data: Type.Optional(Type.Union([Type.String({ maxLength: 255 }), Type.Null()])),
    value: Value,
    user: Type.Optional(Type.Union([Reference, Type.Null()])),
  },
  { additionalProperties: true },
);
