import { Type } from '@fastify/type-provider-typebox';
import { collectionQuery, DateTime } from '../../core/schemas/common.ts';

export const JustificationsQuery = collectionQuery({
  status: 'true|false|1|0 (false = pending, true = handled)',
  user: 'user id or IRI',
  reason_id: '1 Vacaciones, 2 Baja médica, 3 Festivos',
  decidable: 'true|false|1|0 (true = only requests the caller may decide: not their own, unless admin; each with workingDays and othersOff)',
});

/** The largest duration the integer column holds (about 68 years). */
const MAX_STORED_SECONDS = 2_147_483_647;

/** `user` is never read: a justification always belongs to its author (docs/api-contract.md J2). */
export const CreateBody = Type.Object(
  {
    start: DateTime,
    end: DateTime,
    justifiedSeconds: Type.Integer({ maximum: MAX_STORED_SECONDS }),
    reason_id: Type.Integer(),
    explanation: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: true },
);
