import { Type } from '@fastify/type-provider-typebox';
import { collectionQuery, Reference } from '../../core/schemas/common.ts';

const MESSAGE = Type.String({ maxLength: 20_000 });

/** New message (O3, O7): `task` or `subtask`, and the text; `user` is always the caller. */
export const CreateMessageBody = Type.Object(
  { task: Type.Optional(Reference), subtask: Type.Optional(Reference), message: MESSAGE },
  { additionalProperties: true },
);

/** Edit or soft delete of a message (O4, O8). */
export const PatchMessageBody = Type.Object({ message: Type.Optional(MESSAGE), deleted: Type.Optional(Type.Boolean()) }, { additionalProperties: true });

export const MessagesQuery = collectionQuery({ task: 'task id or IRI', subtask: 'subtask id or IRI', deleted: 'true|false|1|0' });
