import { Type } from '@fastify/type-provider-typebox';
import { collectionQuery, DateTime, Reference } from '../../core/schemas/common.ts';

export const CalendarAssignmentsQuery = collectionQuery({
  type: '1 vacaciones',
  managed: 'true|false|1|0 (false = pending)',
  authorized: 'true|false|1|0',
  user: 'user id or IRI',
  decidable: 'true|false|1|0 (true = only requests the caller may decide: not their own, unless admin)',
});

export const REJECT_REASON_MAX_LENGTH = 1000;

/**
 * Manage: accept `{ authorized: true, managed: true }`, reject
 * `{ authorized: false, managed: true, rejectReason? }`. A managed request never
 * goes back to pending; read-only fields in the body are ignored (contract §1.6).
 */
export const ManageBody = Type.Object(
  {
    authorized: Type.Boolean(),
    managed: Type.Optional(Type.Literal(true)),
    rejectReason: Type.Optional(Type.Union([Type.String({ maxLength: REJECT_REASON_MAX_LENGTH }), Type.Null()])),
  },
  { additionalProperties: true },
);

export const CreateBody = Type.Object(
  {
    user: Type.Optional(Reference),
    type: Type.Integer(),
    start: DateTime,
    end: DateTime,
  },
  { additionalProperties: true },
);
