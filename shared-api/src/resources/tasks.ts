import type { AxiosRequestConfig } from 'axios';
import { apiClient } from '../client';
import { type Tag, type Task, TASK_STATUS, type TaskSearchResult, type TimeTrackingAnswer } from '../entities';
import { iri, unwrapMembers } from '../hydra';
import { countOf, createResource, type QueryParams, type ResourceId } from './create-resource';

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

/** The fields of a task merge patch (docs/api-contract.md M6); relations as ids, sent as IRIs. */
export type TaskChange = {
  name?: string;
  urgent?: boolean;
  progress?: number;
  deleted?: boolean;
  store?: boolean;
  userIds?: ResourceId[];
  tagIds?: ResourceId[];
  teamId?: ResourceId;
  statusId?: ResourceId;
  /** The status the user saw the task in: the server refuses the change (409) once the task has left it. */
  fromStatusId?: ResourceId;
  /** The task this one now follows in its board column; null puts it first. */
  placeAfterId?: ResourceId | null;
};

export type AssignmentAction = 'add' | 'remove';

const resource = createResource<Task>('tasks');
const segment = (id: ResourceId) => encodeURIComponent(String(id));
const tasksOf = async (path: string, params: QueryParams, config?: AxiosRequestConfig) =>
  unwrapMembers<Task>((await apiClient.get(path, { ...config, params })).data);

/** The merge-patch body of a change: only the fields given, relations as IRIs. */
export function taskPatchBody(change: TaskChange): Record<string, unknown> {
  const { userIds, tagIds, teamId, statusId, fromStatusId, placeAfterId, ...plain } = change;
  return {
    ...plain,
    ...(userIds ? { users: userIds.map((id) => iri('users', id)) } : {}),
    ...(tagIds ? { tags: tagIds.map((id) => iri('tags', id)) } : {}),
    ...(teamId === undefined ? {} : { team: iri('teams', teamId) }),
    ...(statusId === undefined ? {} : { status: iri('task_statuses', statusId) }),
    ...(fromStatusId === undefined ? {} : { fromStatus: iri('task_statuses', fromStatusId) }),
    ...(placeAfterId === undefined ? {} : { placeAfter: placeAfterId === null ? null : iri('tasks', placeAfterId) }),
  };
}

/** Tasks and incidents (`/api/tasks`, `/api/appTasks`, `/api/singleTask`, `/api/getAdminTasks`, `/api/searchTaskC`, `/api/set_tag_task`). */
export const tasksApi = {
  ...resource,
  /** The live tasks of a team's board. */
  listOfTeam: (teamId: ResourceId, config?: AxiosRequestConfig): Promise<Task[]> =>
    tasksOf('appTasks', { deleted: false, store: false, team: teamId }, config),
  /** The deleted tasks of a team (only those who run the team get any). */
  deletedOfTeam: (teamId: ResourceId, config?: AxiosRequestConfig): Promise<Task[]> => tasksOf('appTasks', { deleted: true, team: teamId }, config),
  /** The archive of a team. */
  storedOfTeam: (teamId: ResourceId, config?: AxiosRequestConfig): Promise<Task[]> =>
    tasksOf('appTasks', { deleted: false, store: true, team: teamId }, config),
  /** Requested tasks the caller may authorise. */
  pendingAuthorisation: (config?: AxiosRequestConfig): Promise<Task[]> => tasksOf('getAdminTasks', {}, config),
  /** How many `pendingAuthorisation` would answer. */
  countPendingAuthorisation: (config?: AxiosRequestConfig): Promise<number> => countOf('getAdminTasks', {}, config),
  /** The incidents a person raised (`GET /api/getIncidents/user/{id}`), scoped by the server. */
  incidentsOf: (userId: ResourceId, config?: AxiosRequestConfig): Promise<Task[]> => tasksOf(`getIncidents/user/${segment(userId)}`, {}, config),
  /** Rejected tasks the caller may still authorise. */
  rejectedAwaitingAuthorisation: (config?: AxiosRequestConfig): Promise<Task[]> =>
    tasksOf('getAdminTasks', { status: TASK_STATUS.REJECTED }, config),
  /** Authorises a requested or rejected task (M10): it becomes active; 409 when it was decided meanwhile. */
  authorise: async (id: ResourceId, config?: AxiosRequestConfig): Promise<Task> =>
    (await apiClient.post<Task>(`admin/authorize/${segment(id)}`, undefined, config)).data,
  /** Rejects a requested task (M11); the reason becomes a message on it. */
  reject: async (id: ResourceId, reason: string, config?: AxiosRequestConfig): Promise<Task> =>
    (await apiClient.post<Task>(`admin/reject/${segment(id)}`, reason.trim() === '' ? {} : { reason: reason.trim() }, config)).data,
  /** One task with subtasks, messages, files, tags, users and history embedded. */
  single: async (id: ResourceId, config?: AxiosRequestConfig): Promise<Task> => (await apiClient.get<Task>(`singleTask/${segment(id)}`, config)).data,
  /** A merge patch of the given fields; answers the task. */
  change: (id: ResourceId, change: TaskChange, config?: AxiosRequestConfig): Promise<Task> => resource.patch(id, taskPatchBody(change), config),
  /** Assigns a team member to the task, or removes them. */
  assign: async (id: ResourceId, userId: ResourceId, action: AssignmentAction, config?: AxiosRequestConfig): Promise<Task> =>
    (await apiClient.put<Task>(`tasks/${segment(id)}/user/${segment(userId)}/${action}`, undefined, config)).data,
  /** Sets a tag, replacing the task's tag of the same type. */
  setTag: async (id: ResourceId, tagId: ResourceId, config?: AxiosRequestConfig): Promise<TimeTrackingAnswer<Task>> =>
    (await apiClient.put<TimeTrackingAnswer<Task>>(`set_tag_task/${segment(id)}/tag/${segment(tagId)}`, undefined, config)).data,
  /** Task search of the report screens; the server needs 3 characters or more. */
  search: async (keywords: string, config?: AxiosRequestConfig): Promise<TaskSearchResult[]> =>
    (await apiClient.get<TaskSearchResult[]>('searchTaskC', { ...config, params: { keywords: keywords.trim() } })).data,
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

const tags = createResource<Tag>('tags');

/** Tags (`/api/tags`), optionally of one tag type. */
export const tagsApi = {
  ...tags,
  listOfType: (typeId: ResourceId, config?: AxiosRequestConfig): Promise<Tag[]> => tags.list({ type: typeId }, config),
};
