import { Type } from '@fastify/type-provider-typebox';
import { collectionQuery, Reference } from '../../core/schemas/common.ts';

/** Incident form body (docs/api-contract.md M5); `email`, `messages[].user` and the requester always come from the session. */
export const CreateTaskBody = Type.Object(
  {
    name: Type.String({ maxLength: 255, description: 'Asunto' }),
    team: Reference,
    incident: Type.Optional(Type.Boolean()),
    email: Type.Optional(Type.Union([Type.String({ maxLength: 255 }), Type.Null()], { description: 'ignored: the caller’s e-mail is used' })),
    status: Type.Optional(Reference),
    messages: Type.Optional(
      Type.Array(Type.Object({ message: Type.String({ maxLength: 20_000 }), user: Type.Optional(Reference) }, { additionalProperties: true }), {
        maxItems: 10,
      }),
    ),
  },
  { additionalProperties: true },
);

export const TasksQuery = collectionQuery({
  team: 'team id or IRI',
  deleted: 'true|false|1|0',
  store: 'true|false|1|0 (archived)',
  incident: 'true|false|1|0',
  status: 'task status id or IRI',
});
