import { Type } from '@fastify/type-provider-typebox';
import { collectionQuery, DateTime, Reference } from '../../core/schemas/common.ts';

export const UserSchedulesQuery = collectionQuery({
  authorized: 'true|false|1|0 (false = pending)',
  user: 'user id or IRI',
  type: '1 normal, 2 guardia',
  decidable: 'true|false|1|0 (true = only requests the caller may decide: not their own, unless admin)',
});

/** PUT merges: only `authorized: true` (accept) changes anything; read-only fields are ignored. */
export const AcceptBody = Type.Object({ authorized: Type.Optional(Type.Boolean()) }, { additionalProperties: true });

export const CreateBody = Type.Object(
  {
    user: Reference,
    schedule: Type.Union([Reference, Type.Null()]),
    type: Type.Integer(),
    start: Type.Optional(DateTime),
    authorized: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: true },
);
