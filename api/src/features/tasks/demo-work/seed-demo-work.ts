import type { Queryable } from '../../../core/db/database.ts';
import { seedWorkFiles } from './demo-work-files.ts';
import { seedWorkNotifications } from './demo-work-notifications.ts';
import { loadWorkTeams, seedWorkTasks } from './demo-work-tasks.ts';
import { seedWorkMessages, seedWorkSubtasks } from './demo-work-threads.ts';
import { seedWorkTime } from './demo-work-time.ts';
import { seededRandom } from './seeded-random.ts';

/** The same sequence on every run: only the dates move with the seeding day. */
const DEMO_WORK_SEED = 2026;

/**
 * Thirty days of work up to `now` for every live team: tasks in every status
 * with tags, subtasks, messages, files, time histories that follow each
 * person's schedule, and notifications. Runs after the demo organisation and its first tasks.
 */
export async function seedDemoWork(tx: Queryable, { filesDir }: { filesDir: string }, now = new Date()): Promise<void> {
  const random = seededRandom(DEMO_WORK_SEED);
  const teams = await loadWorkTeams(tx);
  const tasks = await seedWorkTasks(tx, teams, random, now);
  const subtasks = await seedWorkSubtasks(tx, tasks, random, now);
  const messages = await seedWorkMessages(tx, tasks, subtasks, random, now);
  await seedWorkFiles(tx, tasks, filesDir);
  await seedWorkTime(tx, tasks, subtasks, random, now);
  await seedWorkNotifications(tx, tasks, messages, random, now);
}
