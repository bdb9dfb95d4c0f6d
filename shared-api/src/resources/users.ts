import type { AxiosRequestConfig } from 'axios';
import { apiClient } from '../client';
import type { User, UserSummary } from '../entities';
import { unwrapMembers } from '../hydra';
import { createResource } from './create-resource';

/** Users (`/api/users`). */
export const usersApi = createResource<User>('users');

/** How many matches a picker shows. */
export const USER_SEARCH_LIMIT = 10;

/**
 * The first live users whose name or e-mail contains `text` (the server
 * ignores accents and case), as slim summaries ordered by name: one page, never the whole list.
 */
export async function searchUserSummaries(text: string, config?: AxiosRequestConfig, limit = USER_SEARCH_LIMIT): Promise<UserSummary[]> {
  const params: Record<string, string | number> = { search: text.trim(), summary: 1, page: 1, itemsPerPage: limit };
  return unwrapMembers<UserSummary>((await apiClient.get('users', { ...config, params })).data);
}
