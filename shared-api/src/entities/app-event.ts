import type { Iri, JsonLdItem } from './json-ld';

/** An event of the portal's use: a sign-in, a failed one, a password change, a board view (`"ver tablero Soporte"`). */
export type AppEvent = JsonLdItem & {
  name: string;
  user: Iri | null;
  /** The person's name (or e-mail), read-only. */
  userName?: string | null;
  /** The client address it came from. */
  ip?: string | null;
  createdAt: string;
  data?: unknown;
};
