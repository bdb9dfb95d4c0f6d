import type { Iri } from './json-ld';

type Named = { id: number; name: string };

/** One day's part of a work period in the user's time zone: a period across midnight gives one part per day. */
export type TimePeriod = {
  /** The work_time_history's id (what `deleteTimeHistory` takes). */
  id: number;
  /** The day, `YYYY-MM-DD`, in the user's time zone. */
  date: string;
  startedAt: string;
  /** `null` while its clock runs (today's part of a running period). */
  endedAt: string | null;
  running: boolean;
  task: Named;
  subtask: Named | null;
  team: Named;
};

/** `GET /api/time_periods?from&to[&user]`: a person's periods of some days and their scheduled time. */
export type TimePeriods = {
  user: Iri;
  from: string;
  to: string;
  /** Scheduled seconds per day `YYYY-MM-DD` from the person's work schedule. */
  scheduled: Record<string, number>;
  /** A department of theirs has `requireTime` on: 77 % of the scheduled week is required. */
  requireTime: boolean;
  periods: TimePeriod[];
};
