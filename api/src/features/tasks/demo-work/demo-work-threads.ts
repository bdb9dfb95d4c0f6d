import type { Queryable } from '../../../core/db/database.ts';
import type { SeededTask } from './demo-work-tasks.ts';
import { SUBTASK_MESSAGES, SUBTASK_NAMES, TASK_MESSAGES } from './demo-work-texts.ts';
import type { Random } from './seeded-random.ts';
import { insertRows, reserveIds } from './seed-sql.ts';

export type SeededSubtask = { id: number; taskId: number; users: number[]; deleted: boolean };
export type SeededMessage = { taskId: number; userId: number; createdAt: Date };

/** A moment between `from` and `to`, never later than `to`. */
const between = (random: Random, from: Date, to: Date) => new Date(from.getTime() + random.next() * Math.max(0, to.getTime() - from.getTime()));

/** Subtasks of the tasks being worked on (running or finished), each with one assignee of the task. */
export async function seedWorkSubtasks(tx: Queryable, tasks: SeededTask[], random: Random, now: Date): Promise<SeededSubtask[]> {
  const planned = tasks
    .filter((task) => (task.status === 1 || task.status === 4) && task.users.length > 0)
    .flatMap((task) =>
      Array.from({ length: random.int(0, 3) }, (_, index) => ({
        taskId: task.id,
        name: SUBTASK_NAMES[(task.id + index) % SUBTASK_NAMES.length] as string,
        users: [random.pick(task.users)],
        deleted: random.chance(0.05),
        createdAt: between(random, task.createdAt, new Date(Math.min(now.getTime(), task.createdAt.getTime() + 2 * 86_400_000))),
      })),
    );
  const ids = await reserveIds(tx, 'subtasks', planned.length);
  const subtasks = planned.map((subtask, index) => ({ ...subtask, id: ids[index] as number }));
  await insertRows(
    tx,
    'subtasks',
    ['id', 'task_id', 'name', 'deleted', 'created_at'],
    subtasks.map((subtask) => [subtask.id, subtask.taskId, subtask.name, subtask.deleted, subtask.createdAt.toISOString()]),
  );
  await insertRows(tx, 'subtask_users', ['subtask_id', 'user_id'], subtasks.flatMap((subtask) => subtask.users.map((user) => [subtask.id, user])));
  return subtasks;
}

/** A short conversation on every task and on some subtasks, by their creator and assignees, oldest first. */
export async function seedWorkMessages(
  tx: Queryable,
  tasks: SeededTask[],
  subtasks: SeededSubtask[],
  random: Random,
  now: Date,
): Promise<SeededMessage[]> {
  const messages = tasks.flatMap((task) => {
    const authors = [task.createdById, ...task.users];
    const count = task.status === 1 || task.status === 4 ? random.int(1, 4) : 1;
    let last = task.createdAt;
    return Array.from({ length: count }, (_, index) => {
      last = between(random, last, new Date(Math.min(now.getTime(), last.getTime() + 3 * 86_400_000)));
      const userId = index === 0 ? task.createdById : random.pick(authors);
      return { taskId: task.id, userId, createdAt: last, text: random.pick(TASK_MESSAGES) };
    });
  });
  await insertRows(
    tx,
    'task_messages',
    ['task_id', 'user_id', 'message', 'created_at'],
    messages.map((message) => [message.taskId, message.userId, message.text, message.createdAt.toISOString()]),
  );
  const createdOf = new Map(tasks.map((task) => [task.id, task.createdAt]));
  await insertRows(
    tx,
    'subtask_messages',
    ['subtask_id', 'user_id', 'message', 'created_at'],
    subtasks
      .filter((subtask) => !subtask.deleted)
      .flatMap((subtask) =>
        Array.from({ length: random.int(0, 2) }, () => [
          subtask.id,
          random.pick(subtask.users),
          random.pick(SUBTASK_MESSAGES),
          between(random, createdOf.get(subtask.taskId) ?? now, now).toISOString(),
        ]),
      ),
  );
  return messages;
}
