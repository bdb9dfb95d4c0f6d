import type { AxiosRequestConfig } from 'axios';
import type { SubtaskMessage, TaskMessage } from '../entities';
import { iri } from '../hydra';
import { createResource, type ResourceId } from './create-resource';

/** The calls of one message resource; `parent` is `task` or `subtask`. */
function messagesOf<T>(path: 'task_messages' | 'subtask_messages', parent: 'task' | 'subtask', parentResource: 'tasks' | 'subtasks') {
  const resource = createResource<T>(path);
  return {
    get: resource.get,
    /** The live messages of one task or subtask, oldest first. */
    listOf: (parentId: ResourceId, config?: AxiosRequestConfig): Promise<T[]> => resource.list({ deleted: false, [parent]: parentId }, config),
    /** Writes a message as the session's user (the server sets the author). */
    write: (parentId: ResourceId, message: string, config?: AxiosRequestConfig): Promise<T> =>
      resource.create({ [parent]: iri(parentResource, parentId), message: message.trim() }, config),
    edit: (id: ResourceId, message: string, config?: AxiosRequestConfig): Promise<T> => resource.patch(id, { message: message.trim() }, config),
    /** Soft delete: the message and its files disappear from the task. */
    remove: (id: ResourceId, config?: AxiosRequestConfig): Promise<T> => resource.patch(id, { deleted: true }, config),
  };
}

/** Messages on tasks (`/api/task_messages`). */
export const taskMessagesApi = messagesOf<TaskMessage>('task_messages', 'task', 'tasks');

/** Messages on subtasks (`/api/subtask_messages`). */
export const subtaskMessagesApi = messagesOf<SubtaskMessage>('subtask_messages', 'subtask', 'subtasks');
