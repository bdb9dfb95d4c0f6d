import type { Iri, JsonLdItem } from './json-ld';
import type { UserSummary } from './user';

/** Hour allowance granted to a requester; times in seconds. */
export type TimeCap = JsonLdItem & {
  user: UserSummary;
  /** The description. */
  name: string;
  time: number;
  usedTime: number;
  workTimeHistories: { startedAt: string; endedAt: string | null; timeCapTime: number }[];
  createdBy?: Iri;
};
