import { Type } from '@fastify/type-provider-typebox';
import { Reference } from '../../core/schemas/common.ts';

/** E6/E7: ids as numbers (or IRIs); extra fields are ignored. */
export const MembershipBody = Type.Object(
  {
    user_id: Reference,
    team_id: Reference,
    title: Type.Optional(Type.Union([Type.String({ maxLength: 255 }), Type.Null()])),
    responsable_id: Type.Optional(Type.Union([Reference, Type.Null()])),
  },
  { additionalProperties: true },
);
