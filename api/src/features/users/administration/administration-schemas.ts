import { Type } from '@fastify/type-provider-typebox';
import { BAN_REASON_MAX_LENGTH } from '@portal/shared-api/rules';
import { MAX, Reference } from '../../../core/schemas/common.ts';

/**
 * `PUT /api/users/{id}/account`: what the user administration edits; absent
 * keys stay untouched. Types give 400; business rules 422 in the handler.
 */
export const AccountBody = Type.Object(
  {
    name: Type.Optional(Type.Union([Type.String({ maxLength: 255 }), Type.Null()])),
    email: Type.Optional(Type.String({ maxLength: 255 })),
    departments: Type.Optional(Type.Array(Reference, { maxItems: MAX.ITEMS })),
    teams: Type.Optional(Type.Array(Reference, { maxItems: MAX.ITEMS })),
    departmentAccess: Type.Optional(
      Type.Array(Type.Object({ department: Reference, readBool: Type.Boolean() }, { additionalProperties: true }), { maxItems: MAX.ITEMS }),
    ),
    roles: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 20 })),
    deleted: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: true },
);

/** `PUT /api/users/{id}/banUser` (docs/api-contract.md B5); without `banned` the call toggles. */
export const BanBody = Type.Object(
  { banned: Type.Optional(Type.Boolean()), reason: Type.Optional(Type.Union([Type.String({ maxLength: BAN_REASON_MAX_LENGTH }), Type.Null()])) },
  { additionalProperties: true },
);
