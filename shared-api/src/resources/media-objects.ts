import type { AxiosRequestConfig } from 'axios';
import { apiClient } from '../client';
import type { MediaObject } from '../entities';
import { createResource, type ResourceId } from './create-resource';

/** What an uploaded file belongs to (contract R1). */
export type UploadEntity = 'User' | 'Team' | 'Department' | 'Task';

/** `picture`: avatars and logos; `attachment`: task files. */
export type UploadKind = 'picture' | 'attachment';

const MIB = 1024 * 1024;
const RASTER_IMAGES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/**
 * The server's upload limits (contract §10.5), so screens can refuse a file
 * before sending it. The server checks again, on the content.
 */
export const UPLOAD_RULES: Record<UploadKind, { maxBytes: number; extensions: string[]; types: string[] }> = {
  picture: { maxBytes: 2 * MIB, extensions: ['png', 'jpg', 'jpeg', 'gif', 'webp'], types: RASTER_IMAGES },
  attachment: {
    maxBytes: 10 * MIB,
    extensions: ['png', 'jpg', 'jpeg', 'gif', 'webp', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'odt', 'ods', 'txt', 'csv', 'zip'],
    types: [
      ...RASTER_IMAGES,
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.ms-excel',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.ms-powerpoint',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'application/vnd.oasis.opendocument.text',
      'application/vnd.oasis.opendocument.spreadsheet',
      'text/plain',
      'text/csv',
      'application/zip',
    ],
  },
};

export const uploadKindOf = (entity: UploadEntity): UploadKind => (entity === 'Task' ? 'attachment' : 'picture');

const resource = createResource<MediaObject>('media_objects');

/** Uploaded files (`/api/media_objects`); download them from `fileUrl(id)`. */
export const mediaObjectsApi = {
  get: resource.get,
  /**
   * Uploads one file for an entity as multipart (`file`, `entity`, `entity_id`).
   * The answer's `id` is what a logo or avatar field is then set to.
   */
  upload: async (file: File, entity: UploadEntity, entityId: ResourceId, config?: AxiosRequestConfig): Promise<MediaObject> => {
    const form = new FormData();
    form.append('entity', entity);
    form.append('entity_id', String(entityId));
    form.append('file', file, file.name);
    return (await apiClient.post<MediaObject>('media_objects', form, config)).data;
  },
};
