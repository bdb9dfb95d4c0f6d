import type { Iri, JsonLdItem } from './json-ld';

/**
 * One working slot. `start`/`end` are clock times, sent either as a date-time on
 * 1970-01-01 (`"1970-01-01T08:00:00+01:00"`) or as `"08:00"` / `"08:00:00"`.
 */
export type WorkScheduleUnit = JsonLdItem & {
  /** 1 Monday … 7 Sunday. */
  week_day: number;
  start: string;
  end: string;
  workSchedule?: Iri;
};

/** A weekly schedule; one without units is free time. */
export type WorkSchedule = JsonLdItem & {
  name: string;
  description?: string | null;
  deleted: boolean;
  units: WorkScheduleUnit[];
  /** People holding it as work or duty schedule; sent by `/api/work_schedules` only. */
  people?: number;
};
