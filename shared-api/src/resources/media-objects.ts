import type { AxiosRequestConfig } from 'axios';
import { apiClient } from '../client';
import type { MediaObject } from '../entities';
import type { UploadEntity } from '../rules/upload-rules';
import { createResource, type ResourceId } from './create-resource';

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
  /** Soft delete, by the uploader or a manager of the task's team. */
  remove: (id: ResourceId, config?: AxiosRequestConfig): Promise<MediaObject> => resource.patch(id, { deleted: true }, config),
};
