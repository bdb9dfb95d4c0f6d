import type { Iri, JsonLdItem } from './json-ld';

/** An audit event, e.g. `"ver tablero Soporte"`. */
export type AppEvent = JsonLdItem & {
  name: string;
  user: Iri;
  createdAt: string;
  data?: unknown;
};
