import { Type } from '@fastify/type-provider-typebox';
import { Reference } from '../../core/schemas/common.ts';

/** D3: `user` is checked by the handler so a missing manager gets its Spanish message. */
export const SubdepartmentCreateBody = Type.Object(
  {
    department: Reference,
    name: Type.String({ maxLength: 255 }),
    user: Type.Optional(Type.Union([Reference, Type.Null()])),
  },
  { additionalProperties: true },
);

/** D4: PUT merges; `department` is fixed at creation and ignored here. */
export const SubdepartmentUpdateBody = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 255 })),
    user: Type.Optional(Reference),
    deleted: Type.Optional(Type.Boolean()),
    managerTasks: Type.Optional(Type.Boolean()),
    managerCalendar: Type.Optional(Type.Boolean()),
    managerMedical: Type.Optional(Type.Boolean()),
    managerReports: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: true },
);
