import type { AxiosRequestConfig } from 'axios';
import { apiClient } from '../client';
import type { Team } from '../entities';
import { createResource, type ResourceId } from './create-resource';

const resource = createResource<Team>('teams');

/** Teams (`/api/teams`); deleting is a soft delete through `PUT /api/team_delete/{id}`. */
export const teamsApi = {
  ...resource,
  softDelete: async (id: ResourceId, config?: AxiosRequestConfig) => (await apiClient.put<Team>(`team_delete/${id}`, {}, config)).data,
  restore: (id: ResourceId, config?: AxiosRequestConfig) => resource.update(id, { deleted: false }, config),
};
