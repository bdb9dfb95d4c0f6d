import type { MediaObject } from '@portal/shared-api/entities';
import { formatDateTime } from '../../core/json-ld/dates.ts';
import { iri, item, type Serialized } from '../../core/json-ld/json-ld.ts';

export type MediaObjectRow = {
  id: number;
  name: string;
  storage_key: string;
  mime_type: string;
  size: number;
  task_id: number | null;
  task_message_id: number | null;
  subtask_message_id: number | null;
  entity: string | null;
  entity_id: number | null;
  created_by_id: number;
  deleted: boolean;
  created_at: Date | string;
};

/** Where a media object's bytes are downloaded (docs/api-contract.md R2). */
export const contentUrl = (id: number) => `/api/files/${id}`;

/** A media object (docs/api-contract.md §4.18); the storage key never leaves the server. */
export function toMediaObject(row: MediaObjectRow): Serialized<MediaObject> {
  return item<MediaObject>('MediaObject', 'media_objects', row.id, {
    name: row.name,
    contentUrl: contentUrl(row.id),
    mimeType: row.mime_type,
    size: row.size,
    task: row.task_id === null ? null : iri('tasks', row.task_id),
    taskMessage: row.task_message_id === null ? null : iri('task_messages', row.task_message_id),
    subtaskMessage: row.subtask_message_id === null ? null : iri('subtask_messages', row.subtask_message_id),
    entity: row.entity,
    entityId: row.entity_id,
    createdBy: iri('users', row.created_by_id),
    deleted: row.deleted,
    createdAt: formatDateTime(row.created_at),
  });
}

export type DeletedFileRow = MediaObjectRow & { task_name: string | null; creator_email: string };

/** The detail form of R3: `task` as `{id, name}` and `createdBy` as `{id, email}` (docs/api-contract.md §4.18). */
export function toMediaObjectDetails(row: DeletedFileRow) {
  return {
    ...toMediaObject(row),
    task: row.task_id === null ? null : { id: row.task_id, name: row.task_name ?? '' },
    createdBy: { '@id': iri('users', row.created_by_id), id: row.created_by_id, email: row.creator_email },
  };
}
