import type { Iri, JsonLdItem } from './json-ld';
import type { MediaObject } from './media-object';

export type Subtask = JsonLdItem & {
  task: Iri;
  name: string;
  deleted: boolean;
  users: Iri[];
  /** IRIs in lists; embedded in the single read (`/api/singleSubtask/{id}`). */
  messages: (Iri | SubtaskMessage)[];
  /** Accumulated seconds. */
  timeWorking: number;
  running?: boolean;
  createdAt?: string;
};

export type SubtaskMessage = JsonLdItem & {
  subtask: Iri;
  message: string;
  user: Iri;
  deleted: boolean;
  files?: MediaObject[];
  createdAt?: string;
};
