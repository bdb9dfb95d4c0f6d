import type { ClockedWork, WorkTimeHistory } from '@portal/shared-api/entities';
import { formatDateTime } from '../../core/json-ld/dates.ts';
import { iri, item } from '../../core/json-ld/json-ld.ts';

export type WorkTimeHistoryRow = {
  id: number;
  user_id: number;
  task_id: number | null;
  subtask_id: number | null;
  started_at: Date | string;
  ended_at: Date | string | null;
  time_cap_id: number | null;
  time_cap_time: number;
};

/**
 * `timeWorking` of a task or subtask: the seconds of its closed work periods,
 * always derived from the histories (never taken from a client). The database
 * keeps each row's sum as the periods change (migration 096); `rowAlias` is
 * the alias of the tasks or subtasks row.
 */
export function timeWorkingSql(rowAlias: string): string {
  return `${rowAlias}.time_working_total::integer`;
}

/** WorkTimeHistory of docs/api-contract.md §4.16, typed with the shared entity. */
export function toWorkTimeHistory(row: WorkTimeHistoryRow): WorkTimeHistory {
  return {
    ...(item('WorkTimeHistory', 'work_time_histories', row.id, {}) as Pick<WorkTimeHistory, '@id' | '@type' | 'id'>),
    user: iri('users', row.user_id),
    task: row.task_id === null ? null : iri('tasks', row.task_id),
    subtask: row.subtask_id === null ? null : iri('subtasks', row.subtask_id),
    startedAt: formatDateTime(row.started_at) ?? '',
    endedAt: formatDateTime(row.ended_at),
    timeCap: row.time_cap_id === null ? null : iri('time_caps', row.time_cap_id),
    timeCapTime: row.time_cap_time,
  };
}

export type ClockedRow = { id: number; name: string; parent_id: number; team_id: number; time_working: number; running: boolean };

/** A task or subtask as timer answers and M3 send it (slim: the board already holds the rest). */
export function toClockedWork(kind: 'task' | 'subtask', row: ClockedRow, history?: WorkTimeHistory[]): ClockedWork {
  const common = { id: row.id, name: row.name, timeWorking: row.time_working, running: row.running, ...(history ? { history } : {}) };
  return kind === 'task'
    ? { '@id': iri('tasks', row.id), '@type': 'Task', ...common, team: iri('teams', row.team_id) }
    : { '@id': iri('subtasks', row.id), '@type': 'Subtask', ...common, task: iri('tasks', row.parent_id), team: iri('teams', row.team_id) };
}
