import type { AxiosRequestConfig } from 'axios';
import { apiClient } from '../client';
import type { Justification } from '../entities';
import { createResource, type ResourceId } from './create-resource';

const resource = createResource<Justification>('justifications');

const decide = async (action: 'approveJustification' | 'denyJustification', id: ResourceId, config?: AxiosRequestConfig) =>
  (await apiClient.put<Justification>(`${action}/${encodeURIComponent(String(id))}`, undefined, config)).data;

/** Absence justifications (`/api/justifications`, `/api/approveJustification/{id}`, `/api/denyJustification/{id}`). */
export const justificationsApi = {
  ...resource,
  /** Pending (`handled: false`) or handled justifications the caller may decide (not their own, unless admin). */
  listByStatus: (handled: boolean, config?: AxiosRequestConfig) => resource.list({ status: handled, decidable: true }, config),
  /** Answers the updated justification, which replaces the caller's copy. */
  approve: (id: ResourceId, config?: AxiosRequestConfig) => decide('approveJustification', id, config),
  deny: (id: ResourceId, config?: AxiosRequestConfig) => decide('denyJustification', id, config),
};
