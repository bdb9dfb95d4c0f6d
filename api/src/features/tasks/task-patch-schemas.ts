import { Type } from '@fastify/type-provider-typebox';
import { Reference } from '../../core/schemas/common.ts';

/** Merge patch of a task (docs/api-contract.md M6); read-only fields in the body are ignored. */
export const PatchTaskBody = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 255 })),
    urgent: Type.Optional(Type.Boolean()),
    progress: Type.Optional(Type.Integer()),
    deleted: Type.Optional(Type.Boolean()),
    store: Type.Optional(Type.Boolean()),
    users: Type.Optional(Type.Array(Reference, { maxItems: 200 })),
    tags: Type.Optional(Type.Array(Reference, { maxItems: 20 })),
    team: Type.Optional(Reference),
    status: Type.Optional(Reference),
    /** The status the client saw: the patch applies only while the task is still in it (409 otherwise). */
    fromStatus: Type.Optional(Reference),
    /** The task this one now follows in its board column; null puts it first. A status change without it puts it first too. */
    placeAfter: Type.Optional(Type.Union([Reference, Type.Null()])),
  },
  { additionalProperties: true },
);

/** `/api/{tasks|subtasks}/{id}/user/{userId}/{add|remove}` (docs/api-contract.md M9). */
export const AssignmentParams = Type.Object({
  id: Type.String({ maxLength: 9, pattern: '^[1-9][0-9]{0,8}$' }),
  userId: Type.String({ maxLength: 9, pattern: '^[1-9][0-9]{0,8}$' }),
  action: Type.String({ maxLength: 20 }),
});
