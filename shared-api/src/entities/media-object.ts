import type { Iri, JsonLdItem } from './json-ld';

/** An uploaded file; downloaded from `/api/files/{id}`. */
export type MediaObject = JsonLdItem & {
  name: string;
  contentUrl?: string;
  mimeType?: string;
  size?: number;
  /** Embedded as `{id, name}` in the `media_objects_details` rows. */
  task?: Iri | { id: number; name: string } | null;
  taskMessage?: Iri | null;
  subtaskMessage?: Iri | null;
  entity?: string | null;
  entityId?: number | null;
  /** Embedded as `{id, email}` in the `media_objects_details` rows. */
  createdBy?: Iri | { id: number; email: string };
  deleted: boolean;
  createdAt?: string;
};
