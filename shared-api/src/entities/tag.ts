import type { Iri, JsonLdItem } from './json-ld';

/** Tag type ids: the five board columns. */
export const TAG_TYPE = { PRIORITY: 1, AUTHORIZATION: 2, IN_PROGRESS: 3, DELIVERED: 4, REVIEWED: 5 } as const;

export type TagType = JsonLdItem & { name: string };

export type Tag = JsonLdItem & {
  name: string;
  /** `#RRGGBB`. */
  color: string;
  text_color: string;
  description?: string | null;
  type: Iri;
  /** Kept on its tasks, offered by no picker; hidden tags are listed only with `withHidden=1`. */
  hidden?: boolean;
};
