import { Type } from '@fastify/type-provider-typebox';
import { Reference } from '../../core/schemas/common.ts';

/** New subtask (docs/api-contract.md N3). */
export const CreateSubtaskBody = Type.Object(
  { task: Reference, name: Type.String({ maxLength: 255 }), users: Type.Optional(Type.Array(Reference, { maxItems: 200 })) },
  { additionalProperties: true },
);

/** Merge patch of a subtask (docs/api-contract.md N4). */
export const PatchSubtaskBody = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 255 })),
    deleted: Type.Optional(Type.Boolean()),
    users: Type.Optional(Type.Array(Reference, { maxItems: 200 })),
  },
  { additionalProperties: true },
);
