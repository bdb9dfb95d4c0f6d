import { Type } from '@fastify/type-provider-typebox';
import { Reference } from '../../core/schemas/common.ts';

const Name = Type.String({ maxLength: 255 });
const NullableReference = Type.Union([Reference, Type.Null()]);

const flags = {
  requireTime: Type.Optional(Type.Boolean({ description: 'users must record at least 77 % of their working day' })),
  banReason: Type.Optional(Type.Boolean()),
  rejectReason: Type.Optional(Type.Boolean()),
  allowMultitask: Type.Optional(Type.Boolean()),
};

/** C3: read-only fields are ignored. */
export const DepartmentCreateBody = Type.Object({ name: Name, user: Type.Optional(NullableReference), ...flags }, { additionalProperties: true });

/** C4: PUT merges; only the fields sent change. */
export const DepartmentUpdateBody = Type.Object(
  {
    name: Type.Optional(Name),
    logo: Type.Optional(NullableReference),
    user: Type.Optional(NullableReference),
    users: Type.Optional(Type.Array(Reference, { maxItems: 10_000 })),
    deleted: Type.Optional(Type.Boolean()),
    ...flags,
  },
  { additionalProperties: true },
);
