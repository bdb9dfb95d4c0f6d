import { Type } from '@fastify/type-provider-typebox';
import { MAX } from '../../core/schemas/common.ts';

const References = Type.Array(Type.String({ maxLength: MAX.NAME }), { maxItems: MAX.ITEMS });

export const CreateUserBody = Type.Object({
  email: Type.String({ maxLength: MAX.NAME }),
  name: Type.String({ maxLength: MAX.NAME }),
  departments: Type.Optional(References),
  teams: Type.Optional(References),
  // Any number (or a short wrong value) reaches the handler, which refuses it with the Spanish rule's text.
  holidayAllowance: Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 16 }), Type.Boolean(), Type.Null()])),
});
