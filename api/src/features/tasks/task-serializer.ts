import { formatDateTime } from '../../core/json-ld/dates.ts';
import { iri, item, type JsonObject } from '../../core/json-ld/json-ld.ts';
import { timeWorkingSql } from '../time-tracking/work-time-history-serializer.ts';

export type TaskRow = {
  id: number;
  name: string;
  team_id: number;
  status_id: number;
  status_name: string;
  incident: boolean;
  urgent: boolean;
  email: string | null;
  deleted: boolean;
  store: boolean;
  progress: number;
  created_by_id: number | null;
  created_at: Date | string;
  due_date: Date | string | null;
  time_cap_id: number | null;
  time_working: number;
  /** Exact decimal text: ranks halve without end, past what a double holds. */
  board_rank: string;
};

/** The task row with its status name and the seconds of its closed work periods. */
export const TASK_COLUMNS = `k.id, k.name, k.team_id, k.status_id, ts.name AS status_name, k.incident, k.urgent, k.email, k.deleted,
  k.store, k.progress, k.created_by_id, k.created_at, k.due_date, k.time_cap_id,
  k.board_rank::text AS board_rank, ${timeWorkingSql('k')} AS time_working`;

export type TagRow = { task_id: number; id: number; name: string; color: string; text_color: string; description: string | null; type_id: number };

export function toTaskTag(tag: TagRow): JsonObject {
  return item('Tag', 'tags', tag.id, {
    name: tag.name,
    color: tag.color,
    text_color: tag.text_color,
    description: tag.description,
    type: iri('tag_types', tag.type_id),
  });
}

/** What is loaded beside the task rows; messages are IRIs in lists and embedded in the single read (M4). */
export type TaskRelations = {
  tags: JsonObject[];
  files: JsonObject[];
  messages: (string | JsonObject)[];
  subtasks: string[];
  users: string[];
};

/** Task of docs/api-contract.md §4.13. */
export function toTask(task: TaskRow, related: TaskRelations): JsonObject {
  return item('Task', 'tasks', task.id, {
    name: task.name,
    team: iri('teams', task.team_id),
    status: item('TaskStatus', 'task_statuses', task.status_id, { name: task.status_name }),
    incident: task.incident,
    urgent: task.urgent,
    email: task.email,
    deleted: task.deleted,
    store: task.store,
    progress: task.progress,
    timeWorking: task.time_working,
    subtasks: related.subtasks,
    messages: related.messages,
    files: related.files,
    tags: related.tags,
    users: related.users,
    createdBy: task.created_by_id === null ? null : iri('users', task.created_by_id),
    createdAt: formatDateTime(task.created_at),
    dueDate: formatDateTime(task.due_date),
    timeCap: task.time_cap_id === null ? null : iri('time_caps', task.time_cap_id),
    boardRank: task.board_rank,
  });
}
