import { Type } from '@fastify/type-provider-typebox';
import { collectionQuery, Reference } from '../../core/schemas/common.ts';

export const TeamsQuery = collectionQuery({
  department: 'department id or IRI',
  subdepartment: 'sub-department id or IRI',
  deleted: 'true|false|1|0',
  managerOnly: 'true|false|1|0',
  incidentVisible: 'true|false|1|0',
});

const NullableReference = Type.Union([Reference, Type.Null()]);

/** E3: `user` is checked by the handler so a missing manager gets its Spanish message. */
export const TeamCreateBody = Type.Object(
  {
    department: Reference,
    name: Type.String({ maxLength: 255 }),
    user: Type.Optional(NullableReference),
    subdepartment: Type.Optional(NullableReference),
    incidentVisible: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: true },
);

/** E4: PUT merges; read-only fields (`users`, `department`, `taskInboxConfigured`) are ignored. */
export const TeamUpdateBody = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 255 })),
    subdepartment: Type.Optional(NullableReference),
    incidentDescription: Type.Optional(Type.Union([Type.String({ maxLength: 10_000 }), Type.Null()])),
    managerOnly: Type.Optional(Type.Boolean()),
    incidentVisible: Type.Optional(Type.Boolean()),
    weekReport: Type.Optional(Type.Boolean()),
    notifyManagerOnTaskCreate: Type.Optional(Type.Boolean()),
    /** null, as read back from a team without a mailbox, leaves it as it is. */
    taskInboxUsername: Type.Optional(Type.Union([Type.String({ maxLength: 255 }), Type.Null()])),
    taskInboxPassword: Type.Optional(Type.String({ maxLength: 255 })),
    deleted: Type.Optional(Type.Boolean()),
    user: Type.Optional(Reference),
    logo: Type.Optional(NullableReference),
  },
  { additionalProperties: true },
);
