import type { Subtask } from '@portal/shared-api/entities';
import { formatDateTime } from '../../core/json-ld/dates.ts';
import { iri } from '../../core/json-ld/json-ld.ts';
import { timeWorkingSql } from '../time-tracking/work-time-history-serializer.ts';

export type SubtaskRow = { id: number; task_id: number; name: string; deleted: boolean; created_at: Date | string; time_working: number };

/** The subtask row with the seconds of its closed work periods (the one derivation, shared with tasks). */
export const SUBTASK_COLUMNS = `s.id, s.task_id, s.name, s.deleted, s.created_at, ${timeWorkingSql('s')} AS time_working`;

/** Subtask of docs/api-contract.md §4.14; messages are IRIs in lists and embedded in the single read (N2). */
export function toSubtask(row: SubtaskRow, related: { users: number[]; messages: Subtask['messages'] }): Subtask {
  return {
    '@id': iri('subtasks', row.id),
    '@type': 'Subtask',
    id: row.id,
    task: iri('tasks', row.task_id),
    name: row.name,
    deleted: row.deleted,
    users: related.users.map((id) => iri('users', id)),
    messages: related.messages,
    timeWorking: row.time_working,
    createdAt: formatDateTime(row.created_at) ?? undefined,
  };
}
