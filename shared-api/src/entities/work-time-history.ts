import type { Iri, JsonLdItem } from './json-ld';

export type WorkTimeHistory = JsonLdItem & {
  user: Iri;
  task?: Iri | null;
  subtask?: Iri | null;
  startedAt: string;
  /** `null` while the timer runs. */
  endedAt: string | null;
  timeCap?: Iri | null;
  /** Seconds charged to the time cap. */
  timeCapTime?: number;
};
