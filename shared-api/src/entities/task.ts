import type { Iri, JsonLdItem } from './json-ld';
import type { MediaObject } from './media-object';
import type { Subtask } from './subtask';
import type { Tag } from './tag';
import type { UserSummary } from './user';
import type { WorkTimeHistory } from './work-time-history';

/** Task status ids; a new incident starts as requested. */
export const TASK_STATUS = { ACTIVE: 1, REQUESTED: 2, REJECTED: 3, DONE: 4 } as const;

export type TaskStatus = JsonLdItem & { name: string };

export type TaskMessage = JsonLdItem & {
  task: Iri;
  message: string;
  user: Iri;
  deleted: boolean;
  files?: MediaObject[];
  createdAt?: string;
};

export type Task = JsonLdItem & {
  name: string;
  team: Iri;
  status: TaskStatus | Iri;
  incident: boolean;
  urgent: boolean;
  email?: string | null;
  deleted: boolean;
  store?: boolean;
  progress?: number;
  /** Accumulated seconds. */
  timeWorking: number;
  running?: boolean;
  /** IRIs in lists; embedded in the single read (`/api/singleTask/{id}`), as are `users` and `history`. */
  subtasks: (Iri | Subtask)[];
  history?: WorkTimeHistory[];
  messages?: (Iri | TaskMessage)[];
  files?: MediaObject[];
  tags?: Tag[];
  users?: (Iri | UserSummary)[];
  createdBy?: Iri;
  createdAt?: string;
  dueDate?: string | null;
  timeCap?: Iri | null;
  /** The card's place in its board column, highest first: an exact decimal, as text (see `compareBoardRanks`). */
  boardRank?: string;
  /** Requested-task lists only (`/api/getAdminTasks`): who asks, by name, and the request's own text (its first message). */
  requesterName?: string | null;
  requestMessage?: string | null;
};

/** One hit of the task search of the report screens (`/api/searchTaskC`); `user` is the requester's or creator's e-mail. */
export type TaskSearchResult = { id: number; name: string; createdAt: string | null; user: string | null };
