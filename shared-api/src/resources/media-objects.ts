import type { AxiosRequestConfig } from 'axios';
import { apiClient } from '../client';
import type { HydraCollection, MediaObject } from '../entities';
import { unwrapMembers } from '../hydra';
import type { UploadEntity } from '../rules/upload-rules';
import { createResource, type ResourceId } from './create-resource';

const resource = createResource<MediaObject>('media_objects');

/** One page of soft-deleted files (30 a page on the server) and how many there are in all. */
export type DeletedFilesPage = { items: MediaObject[]; totalItems: number };

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
  /** `GET /api/media_objects_details?deleted=true&page={n}` (admins, system admins): task as `{id, name}`, creator as `{id, email}`. */
  deletedPage: async (page = 1, config?: AxiosRequestConfig): Promise<DeletedFilesPage> => {
    const body = (await apiClient.get<HydraCollection<MediaObject>>('media_objects_details', { ...config, params: { deleted: true, page } })).data;
    const items = unwrapMembers<MediaObject>(body);
    return { items, totalItems: body['hydra:totalItems'] ?? items.length };
  },
  /** Removes a soft-deleted file for good, from the database and the disk (admins, system admins). */
  removeForGood: (id: ResourceId, config?: AxiosRequestConfig): Promise<void> => resource.remove(id, config),
};
