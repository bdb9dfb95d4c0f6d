import type { AxiosRequestConfig } from 'axios';
import { apiClient } from '../client';
import type { Subtask } from '../entities';
import { iri, unwrapMembers } from '../hydra';
import { createResource, type QueryParams, type ResourceId } from './create-resource';
import type { AssignmentAction } from './tasks';

const resource = createResource<Subtask>('subtasks');
const segment = (id: ResourceId) => encodeURIComponent(String(id));

export type NewSubtask = { taskId: ResourceId; name: string; userIds?: ResourceId[] };
export type SubtaskChange = { name?: string; deleted?: boolean; userIds?: ResourceId[] };

/** Subtasks (`/api/subtasks`, `/api/appSubtasks`, `/api/singleSubtask`). */
export const subtasksApi = {
  ...resource,
  /** The live subtasks of a task. */
  listOfTask: async (taskId: ResourceId, config?: AxiosRequestConfig): Promise<Subtask[]> => {
    const params: QueryParams = { task: taskId };
    return unwrapMembers<Subtask>((await apiClient.get('appSubtasks', { ...config, params })).data);
  },
  /** One subtask with its messages embedded. */
  single: async (id: ResourceId, config?: AxiosRequestConfig): Promise<Subtask> => (await apiClient.get<Subtask>(`singleSubtask/${segment(id)}`, config)).data,
  add: (subtask: NewSubtask, config?: AxiosRequestConfig): Promise<Subtask> =>
    resource.create(
      {
        task: iri('tasks', subtask.taskId),
        name: subtask.name.trim(),
        ...(subtask.userIds ? { users: subtask.userIds.map((id) => iri('users', id)) } : {}),
      },
      config,
    ),
  change: (id: ResourceId, { userIds, ...plain }: SubtaskChange, config?: AxiosRequestConfig): Promise<Subtask> =>
    resource.patch(id, { ...plain, ...(userIds ? { users: userIds.map((userId) => iri('users', userId)) } : {}) }, config),
  assign: async (id: ResourceId, userId: ResourceId, action: AssignmentAction, config?: AxiosRequestConfig): Promise<Subtask> =>
    (await apiClient.put<Subtask>(`subtasks/${segment(id)}/user/${segment(userId)}/${action}`, undefined, config)).data,
};
