import type { Queryable } from '../../../core/db/database.ts';
import type { SeededTask } from './demo-work-tasks.ts';
import { NOTIFICATION_TEXTS } from './demo-work-texts.ts';
import type { SeededMessage } from './demo-work-threads.ts';
import type { Random } from './seeded-random.ts';
import { insertRows } from './seed-sql.ts';

const DAY = 86_400_000;

/**
 * What the server would have sent: "Nueva tarea" to each assignee, "Nuevo
 * mensaje" to the assignees of a task someone else wrote on. Older ones are
 * read, and a few of those deleted.
 */
export async function seedWorkNotifications(tx: Queryable, tasks: SeededTask[], messages: SeededMessage[], random: Random, now: Date): Promise<void> {
  const taskById = new Map(tasks.map((task) => [task.id, task]));
  const notices = [
    ...tasks.flatMap((task) =>
      task.users.map((userId) => ({
        userId,
        task,
        title: NOTIFICATION_TEXTS.assigned.title,
        message: NOTIFICATION_TEXTS.assigned.message(task.name),
        at: new Date(Math.min(now.getTime(), task.createdAt.getTime() + 20 * 60_000)),
      })),
    ),
    ...messages.flatMap((message) => {
      const task = taskById.get(message.taskId);
      if (!task) return [];
      return task.users
        .filter((userId) => userId !== message.userId)
        .map((userId) => ({
          userId,
          task,
          title: NOTIFICATION_TEXTS.message.title,
          message: NOTIFICATION_TEXTS.message.message(task.name),
          at: message.createdAt,
        }));
    }),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  await insertRows(
    tx,
    'notifications',
    ['user_id', 'title', 'message', 'link', 'seen', 'deleted', 'created_at'],
    notices.map((notice) => {
      const old = now.getTime() - notice.at.getTime() > 2 * DAY;
      return [notice.userId, notice.title, notice.message, `/user/taskDetails/${notice.task.id}`, old, old && random.chance(0.15), notice.at.toISOString()];
    }),
  );
}
