import sql from 'sql-template-tag';
import type { Database } from '../../../db/database.ts';
import type { JsonObject } from '../../../serializers/json-ld.ts';
import { type HistoryRow, toHistory } from '../../../serializers/subtask.ts';
import type { Caller } from '../authentication/caller.ts';
import { taskRunnerCondition, taskWorkerCondition } from '../authorization/task-scope-sql.ts';
import type { MessagesRepository } from './messages-repository.ts';
import type { SubtasksRepository } from './subtasks-repository.ts';
import { userSummariesByIds } from './user-summaries.ts';

/**
 * The task details of M4: live subtasks, live messages with their files,
 * assignees as user summaries and the time history embedded. The history of
 * others is for those who work on or run the task; requesters see their own.
 */
export async function withTaskDetails(
  deps: { db: Database; subtasks: SubtasksRepository; messages: MessagesRepository },
  caller: Caller,
  task: JsonObject,
): Promise<JsonObject> {
  const taskId = Number(task.id);
  const assigned = Array.isArray(task.users) ? task.users.map((user) => Number(String(user).split('/').pop())) : [];
  const [subtasks, messages, summaries, history] = await Promise.all([
    deps.subtasks.ofTask(taskId),
    deps.messages.list(caller, 'TaskMessage', taskId, false),
    userSummariesByIds(deps.db, assigned),
    deps.db.query<HistoryRow>(
      sql`SELECT h.id, h.user_id, h.task_id, h.subtask_id, h.started_at, h.ended_at, h.time_cap_id, h.time_cap_time
          FROM work_time_histories h JOIN tasks k ON k.id = h.task_id
          WHERE h.task_id = ${taskId}
            AND (h.user_id = ${caller.id} OR ${taskWorkerCondition(caller, 'k')} OR ${taskRunnerCondition(caller, 'k')})
          ORDER BY h.started_at, h.id`,
    ),
  ]);
  return {
    ...task,
    subtasks,
    messages,
    users: assigned.map((id) => summaries.get(id)).filter((summary) => summary !== undefined),
    history: history.map(toHistory),
  };
}
