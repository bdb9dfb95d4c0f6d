import type { MediaObject, SubtaskMessage, TaskMessage } from '@portal/shared-api/entities';
import { formatDateTime } from '../../core/json-ld/dates.ts';
import { iri } from '../../core/json-ld/json-ld.ts';

/** A row of `task_messages` or `subtask_messages`; `parent_id` is its task or subtask. */
export type MessageRow = { id: number; parent_id: number; user_id: number; message: string; deleted: boolean; created_at: Date | string };

/** The two message resources of docs/api-contract.md O, by their JSON-LD short name. */
export const MESSAGE_KINDS = {
  TaskMessage: { table: 'task_messages', parentColumn: 'task_id', parentField: 'task', parentResource: 'tasks' },
  SubtaskMessage: { table: 'subtask_messages', parentColumn: 'subtask_id', parentField: 'subtask', parentResource: 'subtasks' },
} as const;

const common = (row: MessageRow, files: MediaObject[]) => ({
  id: row.id,
  message: row.message,
  user: iri('users', row.user_id),
  deleted: row.deleted,
  files,
  createdAt: formatDateTime(row.created_at) ?? undefined,
});

/** TaskMessage of docs/api-contract.md §4.15. */
export function toTaskMessage(row: MessageRow, files: MediaObject[]): TaskMessage {
  return { '@id': iri('task_messages', row.id), '@type': 'TaskMessage', task: iri('tasks', row.parent_id), ...common(row, files) };
}

/** SubtaskMessage of docs/api-contract.md §4.15. */
export function toSubtaskMessage(row: MessageRow, files: MediaObject[]): SubtaskMessage {
  return { '@id': iri('subtask_messages', row.id), '@type': 'SubtaskMessage', subtask: iri('subtasks', row.parent_id), ...common(row, files) };
}
