import type { Iri, JsonLdItem } from './json-ld';
import type { UserSummary } from './user';

/** `CalendarAssignment.type` codes. */
export const CALENDAR_ASSIGNMENT_TYPE = { HOLIDAY: 1 } as const;

/**
 * A holiday request; `managed: false` means pending. `startDay` and `endDay` are the calendar days it covers,
 * both included, in the requester's time zone: screens draw those, never days of their own from the instants.
 */
export type CalendarAssignment = JsonLdItem & {
  user: UserSummary;
  type: number;
  start: string;
  end: string;
  startDay: string;
  endDay: string;
  managed: boolean;
  authorized: boolean;
  rejectReason?: string | null;
  /** The requester's note to the approver (at most `HOLIDAY_NOTE_MAX_LENGTH`); only the requester and their approvers read it. */
  note?: string | null;
  /** Read-only: the requester's department wants a reason on every rejection. */
  rejectReasonRequired?: boolean;
  managedBy?: Iri | null;
  createdAt?: string;
  /** Decision lists only (`decidable=true`): the working days it spends. */
  workingDays?: number;
  /** Decision lists only: the days left of the year it starts in once it is accepted (null once decided). */
  balanceAfter?: number | null;
  /** Decision lists only: the requester's teammates already away on any of its days, by name. */
  othersOff?: string[];
};

/** A public holiday of the organisation: not a working day. */
export type PublicHoliday = JsonLdItem & { date: string; name: string };

/**
 * A public holiday where a person works (`/api/users/{id}/public_holidays`): Spain's (`region` `ES`), their
 * autonomous community's (`ES-CN`…) or one the organisation keeps (`region` null). None is a working day.
 */
export type PersonPublicHoliday = { '@id': string; '@type'?: string; date: string; name: string; region: string | null };
