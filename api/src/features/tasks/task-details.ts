import type { Database } from '../../core/db/database.ts';
import type { JsonObject } from '../../core/json-ld/json-ld.ts';
import { toWorkTimeHistory } from '../time-tracking/work-time-history-serializer.ts';
import type { Caller } from '../../core/authentication/caller.ts';
import { entriesOf } from '../time-tracking/histories.ts';
import type { MessagesRepository } from '../messages/messages-repository.ts';
import type { SubtasksRepository } from '../subtasks/subtasks-repository.ts';
import { userSummariesByIds } from '../users/user-summaries.ts';

/**
 * The task details of M4: live subtasks, live messages with their files,
 * assignees as user summaries and the time history embedded (the entries
 * `GET /api/work_time_histories?task=` gives the caller).
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
    entriesOf(deps.db, caller, 'task', taskId, taskId),
  ]);
  return {
    ...task,
    subtasks,
    messages,
    users: assigned.map((id) => summaries.get(id)).filter((summary) => summary !== undefined),
    history: history.map(toWorkTimeHistory),
  };
}
