import type { Iri, JsonLdItem } from './json-ld';
import type { WorkTimeHistory } from './work-time-history';

/** Seconds the session's user recorded today and this ISO week (session payload, P6). */
export type TimeFigures = { day_time: number; week_time: number };

/** A task or subtask as timer answers and `getActiveTasks` send it: derived time and the caller's clock. */
type ClockedItem = JsonLdItem & {
  name: string;
  /** Seconds of its closed work periods, derived from the histories. */
  timeWorking: number;
  /** The caller's clock runs on it. */
  running: boolean;
  /** The caller's open entry, in `getActiveTasks` only. */
  history?: WorkTimeHistory[];
};

export type ClockedTask = ClockedItem & { '@type': 'Task'; team: Iri };
export type ClockedSubtask = ClockedItem & { '@type': 'Subtask'; task: Iri; team: Iri };
export type ClockedWork = ClockedTask | ClockedSubtask;

/** Answer of the time-tracking calls (M13, N5, P2): the item, sentences for one info toast, fresh figures. */
export type TimeTrackingAnswer<E> = TimeFigures & { entity: E; info: string[] };

/** `GET /api/get_time_work_day/{date}[/{userId}]`. */
export type WorkDay = { date: string; user: Iri; seconds: number; histories: WorkTimeHistory[] };

/** `GET /api/get_time_work_week/{userId}`: the current ISO week, seconds per `YYYY-MM-DD`. */
export type WorkWeek = { user: Iri; week_start: string; seconds: number; days: Record<string, number> };
