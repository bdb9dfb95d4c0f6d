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
 * Narrows a user search: only the people of one department, only those the
 * caller may grant time caps to, only those a manager may enrol (no admins).
 */
export type UserSearchScope = { department?: number; timeCapGrantable?: boolean; enrollable?: boolean };

/**
 * The first live users whose name or e-mail contains `text` (the server
 * ignores accents and case), as slim summaries ordered by name: one page, never the whole list.
 */
export async function searchUserSummaries(
  text: string,
  config?: AxiosRequestConfig,
  limit = USER_SEARCH_LIMIT,
  scope: UserSearchScope = {},
): Promise<UserSummary[]> {
  const params: Record<string, string | number> = { search: text.trim(), summary: 1, page: 1, itemsPerPage: limit };
  if (scope.department !== undefined) params.department = scope.department;
  if (scope.timeCapGrantable) params.timeCapGrantable = 1;
  if (scope.enrollable) params.enrollable = 1;
  return unwrapMembers<UserSummary>((await apiClient.get('users', { ...config, params })).data);
}

/** The summaries of the given users (the ones a screen shows), in one request; deleted ones only for callers who may list them. */
export async function loadUserSummaries(ids: readonly number[], config?: AxiosRequestConfig): Promise<UserSummary[]> {
  if (ids.length === 0) return [];
  const params: Record<string, string | number | number[]> = { id: [...ids], summary: 1 };
  return unwrapMembers<UserSummary>((await apiClient.get('users', { ...config, params })).data);
}
