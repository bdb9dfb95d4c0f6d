import type { Iri } from './json-ld';

/** One stretch of work as the timeline gets it: cut to the day, in the caller's zone. */
export type TimelineHistory = {
  id: number;
  startedAt: string;
  endedAt: string;
  /** Still running: `endedAt` is now (today) or the day's end (past days). */
  open: boolean;
};

export type TimelineTaskWork = { task_id: number; task_name: string; histories: TimelineHistory[] };

export type TimelineSubtaskWork = TimelineTaskWork & { subtask_id: number; subtask_name: string };

/** A unit of the user's work schedule on that day, as date-times of the day. */
export type TimelineScheduleUnit = { week_day: number; start: string; end: string };

/** One user's day (docs/api-contract.md P7). */
export type TimelineUserDay = {
  id: number;
  name: string | null;
  email: string;
  deleted: boolean;
  image: Iri | null;
  tasks: TimelineTaskWork[];
  subtasks: TimelineSubtaskWork[];
  schedule: TimelineScheduleUnit[];
};

/** The day the timeline opens on: one of the caller's own departments it may show, else the first; none for someone it shows none. */
export type TimelineOpening = { department: { id: number; name: string } | null; users: TimelineUserDay[] };
