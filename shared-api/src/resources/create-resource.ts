import type { AxiosRequestConfig } from 'axios';
import { apiClient } from '../client';
import type { HydraCollection } from '../entities';
import { unwrapMembers } from '../hydra';

/** A write body: relations go as IRIs, so it is looser than the read type. */
export type ResourceBody = Record<string, unknown>;

export type QueryParams = Record<string, string | number | boolean | (string | number)[] | null | undefined>;

export type ResourceId = number | string;

/** The generic calls of one API Platform resource, all through the portal's client. */
export type Resource<T> = {
  list(params?: QueryParams, config?: AxiosRequestConfig): Promise<T[]>;
  /** How many items `list(params)` would answer, without loading them (see `countOf`). */
  count(params?: QueryParams, config?: AxiosRequestConfig): Promise<number>;
  get(id: ResourceId, config?: AxiosRequestConfig): Promise<T>;
  create(body: ResourceBody, config?: AxiosRequestConfig): Promise<T>;
  /** PUT, which the API merges into the stored item (docs/api-contract.md §1.6). */
  update(id: ResourceId, body: ResourceBody, config?: AxiosRequestConfig): Promise<T>;
  /** PATCH as a JSON merge patch. */
  patch(id: ResourceId, body: ResourceBody, config?: AxiosRequestConfig): Promise<T>;
  remove(id: ResourceId, config?: AxiosRequestConfig): Promise<void>;
};

const MERGE_PATCH = 'application/merge-patch+json';

/**
 * How many items the collection at `/api/{path}` lists with `params`: its `hydra:totalItems`, read from a one-item
 * page, so the API serialises one item instead of the whole list (docs/api-contract.md §1.4).
 */
export async function countOf(path: string, params: QueryParams = {}, config?: AxiosRequestConfig): Promise<number> {
  const body = (await apiClient.get<HydraCollection<unknown>>(path, { ...config, params: { ...params, page: 1, itemsPerPage: 1 } })).data;
  return body['hydra:totalItems'] ?? 0;
}

/**
 * The calls of the resource at `/api/{path}`, e.g. `createResource<Team>('teams')`.
 * Paths are relative so the client's base URL applies.
 */
export function createResource<T>(path: string): Resource<T> {
  const itemUrl = (id: ResourceId) => `${path}/${encodeURIComponent(String(id))}`;
  return {
    list: async (params, config) => unwrapMembers<T>((await apiClient.get(path, { ...config, params: params ?? config?.params })).data),
    count: (params, config) => countOf(path, params, config),
    get: async (id, config) => (await apiClient.get<T>(itemUrl(id), config)).data,
    create: async (body, config) => (await apiClient.post<T>(path, body, config)).data,
    update: async (id, body, config) => (await apiClient.put<T>(itemUrl(id), body, config)).data,
    patch: async (id, body, config) =>
      (await apiClient.patch<T>(itemUrl(id), body, { ...config, headers: { ...config?.headers, 'Content-Type': MERGE_PATCH } })).data,
    remove: async (id, config) => {
      await apiClient.delete(itemUrl(id), config);
    },
  };
}
