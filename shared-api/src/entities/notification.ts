import type { Iri, JsonLdItem } from './json-ld';

export type Notification = JsonLdItem & {
  user: Iri;
  deleted: boolean;
  title?: string;
  message?: string;
  link?: string | null;
  seen?: boolean;
  createdAt?: string;
};
