import { Type } from '@fastify/type-provider-typebox';
import { Reference } from '../../core/schemas/common.ts';

const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]));
const text = (maxLength: number) => Type.String({ maxLength });

/**
 * `PUT /api/users/{id}`: a partial merge (docs/api-contract.md §1.6). Types are checked
 * here (400); business rules give 422 in the handler. Unknown and read-only
 * keys (`@id`, `departments`, …) are accepted and ignored.
 */
export const UpdateUserBody = Type.Object(
  {
    name: nullable(text(255)),
    alternativeEmail: nullable(text(255)),
    phone: nullable(text(32)),
    birthday: nullable(text(40)),
    timezone: Type.Optional(text(40)),
    situation: Type.Optional(Type.Integer()),
    mails: Type.Optional(Type.Boolean()),
    duty: Type.Optional(Type.Boolean()),
    municipio: nullable(Reference),
    /** Not stored: when sent, the municipio must belong to it. */
    provincia: nullable(Reference),
    image: nullable(Reference),
    // Further keys are kept (docs/api-contract.md §4.1) but stay small flat settings, never a stored blob.
    options: Type.Optional(
      Type.Object(
        { compactSidebar: Type.Optional(Type.Boolean()) },
        { additionalProperties: Type.Union([Type.Boolean(), Type.Number(), Type.String({ maxLength: 255 }), Type.Null()]), maxProperties: 32 },
      ),
    ),
    email: Type.Optional(text(255)),
    roles: Type.Optional(Type.Array(text(64), { maxItems: 20 })),
    deleted: Type.Optional(Type.Union([Type.Boolean(), Type.Literal(0), Type.Literal(1)])),
  },
  { additionalProperties: true },
);
