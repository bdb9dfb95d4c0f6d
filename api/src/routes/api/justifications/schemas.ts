import { Type } from '@fastify/type-provider-typebox';
import { collectionQuery } from '../../../schemas/common.ts';

export const JustificationsQuery = collectionQuery({
  status: 'true|false|1|0 (false = pending, true = handled)',
  user: 'user id or IRI',
  reason_id: '1 Vacaciones, 2 Baja médica, 3 Festivos',
});

/** `user` is never read: a justification always belongs to its author (contract J2). */
export const CreateBody = Type.Object(
  {
    start: Type.String({ format: 'date-time' }),
    end: Type.String({ format: 'date-time' }),
    justifiedSeconds: Type.Integer(),
    reason_id: Type.Integer(),
    explanation: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: true },
);
