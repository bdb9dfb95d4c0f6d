import type { Iri, JsonLdItem } from './json-ld';

/** A notice for one user (docs/api-contract.md §4.19), created only by the server; newest first. */
export type Notification = JsonLdItem & {
  user: Iri;
  title: string;
  message: string;
  /** Front-end route the notice leads to, e.g. `/user/taskDetails/55`. */
  link: string | null;
  /** Read by its owner. */
  seen: boolean;
  deleted: boolean;
  createdAt: string;
};
