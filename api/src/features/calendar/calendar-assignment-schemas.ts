import { Type } from '@fastify/type-provider-typebox';
import { HOLIDAY_NOTE_MAX_LENGTH } from '@portal/shared-api/rules';
import { collectionQuery, DateTime, Reference } from '../../core/schemas/common.ts';
import { zoneOffsetMinutes } from '../../core/json-ld/dates.ts';

export const CalendarAssignmentsQuery = collectionQuery({
  type: '1 vacaciones',
  managed: 'true|false|1|0 (false = pending)',
  authorized: 'true|false|1|0',
  user: 'user id or IRI',
  decidable: 'true|false|1|0 (true = only requests the caller may decide: not their own, unless admin; each with workingDays, balanceAfter and othersOff)',
});

export const REJECT_REASON_MAX_LENGTH = 1000;

/**
 * Manage: accept `{ authorized: true, managed: true }`, reject
 * `{ authorized: false, managed: true, rejectReason? }`. A managed request never
 * goes back to pending; read-only fields in the body are ignored (docs/api-contract.md §1.6).
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
    /** For the approver; longer is a 400 before anything is stored. */
    note: Type.Optional(Type.Union([Type.String({ maxLength: HOLIDAY_NOTE_MAX_LENGTH }), Type.Null()])),
  },
  { additionalProperties: true },
);

/** `/{year}/{month}/{reserved}/{scope}`: month 0 is the whole year, `reserved` is always 0, `scope` 0 is the caller's own and 1 everyone the caller may see. */
export const PeriodParams = Type.Object({
  year: Type.String({ maxLength: 4, pattern: '^[1-9][0-9]{3}$' }),
  month: Type.String({ maxLength: 2, pattern: '^(0|[1-9]|1[0-2])$' }),
  reserved: Type.String({ maxLength: 1, pattern: '^[0-9]$' }),
  scope: Type.String({ maxLength: 1, pattern: '^[01]$' }),
});

/** The instants a month (or, for month 0, a year) of Madrid calendar days spans. */
export function periodOf(year: number, month: number): { from: Date; until: Date } {
  const first = month === 0 ? { year, month: 1 } : { year, month };
  const next = month === 0 ? { year: year + 1, month: 1 } : month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return { from: madridMidnight(first.year, first.month), until: madridMidnight(next.year, next.month) };
}

/** Madrid changes its clocks at night, never at midnight, so the offset at UTC midnight is that of local midnight. */
function madridMidnight(year: number, month: number): Date {
  const utc = Date.UTC(year, month - 1, 1);
  return new Date(utc - zoneOffsetMinutes(utc) * 60_000);
}
