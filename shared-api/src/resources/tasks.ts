import type { AxiosRequestConfig } from 'axios';
import { apiClient } from '../client';
import { type Task, TASK_STATUS } from '../entities';
import { iri, unwrapMembers } from '../hydra';
import { createResource, type QueryParams, type ResourceId } from './create-resource';

export type NewIncident = {
  /** Asunto. */
  name: string;
  teamId: ResourceId;
  /** The requester's e-mail and id; the server takes both from the session anyway. */
  email: string;
  userId: ResourceId;
  /** Mensaje: sent only when it has text. */
  message?: string;
};

const resource = createResource<Task>('tasks');

/** Tasks and incidents (`/api/tasks`, `/api/appTasks`, `/api/singleTask`). */
export const tasksApi = {
  ...resource,
  /** The live tasks of a team's board. */
  listOfTeam: async (teamId: ResourceId, config?: AxiosRequestConfig): Promise<Task[]> => {
    const params: QueryParams = { deleted: false, store: false, team: teamId };
    return unwrapMembers<Task>((await apiClient.get('appTasks', { ...config, params })).data);
  },
  /** One task with its messages, files and tags embedded. */
  single: async (id: ResourceId, config?: AxiosRequestConfig): Promise<Task> =>
    (await apiClient.get<Task>(`singleTask/${encodeURIComponent(String(id))}`, config)).data,
  /** Raises an incident: a requested task (status 2) on the team's board. */
  raiseIncident: (incident: NewIncident, config?: AxiosRequestConfig): Promise<Task> => {
    const message = incident.message?.trim() ?? '';
    return resource.create(
      {
        name: incident.name.trim(),
        team: iri('teams', incident.teamId),
        incident: true,
        email: incident.email,
        status: iri('task_statuses', TASK_STATUS.REQUESTED),
        ...(message === '' ? {} : { messages: [{ message, user: iri('users', incident.userId) }] }),
      },
      config,
    );
  },
};
