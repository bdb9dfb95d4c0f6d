import { Type } from '@fastify/type-provider-typebox';
import { collectionQuery } from '../../core/schemas/common.ts';

export const NotificationsQuery = collectionQuery({
  deleted: 'true|false|1|0',
  seen: 'true|false|1|0',
  user: 'the caller (id or IRI); only admins may name someone else',
});

/** S3: only `seen` and `deleted` are written; everything else in the body is ignored (docs/api-contract.md §1.6). */
export const UpdateBody = Type.Object(
  {
    seen: Type.Optional(Type.Boolean()),
    deleted: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: true },
);
