import { apiClient } from './client';

/** Where a stored file (avatar, logo, attachment) is downloaded: `/api/files/{id}` under the client's base URL. */
export function fileUrl(id: number): string {
  return apiClient.getUri({ url: `files/${id}` });
}
