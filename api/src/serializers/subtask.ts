import type { Subtask, WorkTimeHistory } from '@portal/shared-api/entities';
import { formatDateTime } from './dates.ts';
import { iri } from './json-ld.ts';
import { closedWorkSeconds } from './task.ts';

export type SubtaskRow = { id: number; task_id: number; name: string; deleted: boolean; created_at: Date | string; time_working: number };

/** The subtask row with the seconds of its closed work periods (the one derivation, shared with tasks). */
export const SUBTASK_COLUMNS = `s.id, s.task_id, s.name, s.deleted, s.created_at, ${closedWorkSeconds('subtask_id', 's.id')} AS time_working`;

/** Subtask of contract §4.14; messages are IRIs in lists and embedded in the single read (N2). */
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

export type HistoryRow = {
  id: number;
  user_id: number;
  task_id: number | null;
  subtask_id: number | null;
  started_at: Date | string;
  ended_at: Date | string | null;
  time_cap_id: number | null;
  time_cap_time: number;
};

/** WorkTimeHistory of contract §4.16, as embedded in the task details (M4 `history`). */
export function toHistory(row: HistoryRow): WorkTimeHistory {
  return {
    '@id': iri('work_time_histories', row.id),
    '@type': 'WorkTimeHistory',
    id: row.id,
    user: iri('users', row.user_id),
    task: row.task_id === null ? null : iri('tasks', row.task_id),
    subtask: row.subtask_id === null ? null : iri('subtasks', row.subtask_id),
    startedAt: formatDateTime(row.started_at) ?? '',
    endedAt: formatDateTime(row.ended_at),
    timeCap: row.time_cap_id === null ? null : iri('time_caps', row.time_cap_id),
    timeCapTime: row.time_cap_time,
  };
}
