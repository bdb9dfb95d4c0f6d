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
