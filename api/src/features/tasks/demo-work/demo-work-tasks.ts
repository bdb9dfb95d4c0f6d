import type { Queryable } from '../../../core/db/database.ts';
import { GENERIC_TASK_NAMES, TASK_NAMES_BY_TEAM } from './demo-work-texts.ts';
import type { Random } from './seeded-random.ts';
import { insertRows, reserveIds } from './seed-sql.ts';

export type WorkTeam = { id: number; name: string; managerId: number; workers: number[] };

export type SeededTask = {
  id: number;
  teamId: number;
  name: string;
  status: number;
  incident: boolean;
  createdById: number;
  createdAt: Date;
  users: number[];
  /** Archived (`store`): the second finished task of a team, so the `store` filter has something to show. */
  store: boolean;
};

/** Status of the n-th task of a team: every prefix of four holds all of them (1 activa … 4 finalizada). */
const STATUS_PLAN = [1, 2, 4, 3, 1, 1, 4, 2];
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Live teams with the people who work in them: members and the manager, deleted users left out. */
export async function loadWorkTeams(tx: Queryable): Promise<WorkTeam[]> {
  const rows = await tx.query<{ id: number; name: string; user_id: number; workers: number[] }>(
    `SELECT t.id, t.name, t.user_id,
            ARRAY(SELECT w.id FROM (SELECT ut.user_id AS id FROM user_teams ut WHERE ut.team_id = t.id UNION SELECT t.user_id) w
                  JOIN users u ON u.id = w.id WHERE NOT u.deleted ORDER BY w.id) AS workers
     FROM teams t WHERE NOT t.deleted ORDER BY t.id`,
  );
  return rows.map((row) => ({ id: row.id, name: row.name, managerId: row.user_id, workers: row.workers }));
}

function planTeamTasks(team: WorkTeam, requesters: { id: number; email: string }[], random: Random, now: Date): Omit<SeededTask, 'id'>[] {
  const names = TASK_NAMES_BY_TEAM[team.name] ?? GENERIC_TASK_NAMES;
  const outsiders = requesters.filter((requester) => !team.workers.includes(requester.id));
  let next = 0;
  const tasks = names.map((name, index) => {
    const status = STATUS_PLAN[index % STATUS_PLAN.length] as number;
    const worked = status === 1 || status === 4;
    const daysAgo = index === 0 ? 30 : status === 2 ? random.int(0, 5) : status === 3 ? random.int(3, 15) : random.int(8, 29);
    const createdAt = new Date(now.getTime() - daysAgo * DAY - random.int(1, 6) * HOUR);
    const incident = status === 2 || (outsiders.length > 0 && random.chance(0.3));
    const requester = incident && outsiders.length > 0 ? random.pick(outsiders) : undefined;
    const users: number[] = [];
    if (worked && team.workers.length > 0) {
      users.push(team.workers[next++ % team.workers.length] as number);
      const second = random.pick(team.workers);
      if (random.chance(0.4) && !users.includes(second)) users.push(second);
    }
    const createdById = requester?.id ?? team.managerId;
    return { teamId: team.id, name, status, incident: requester !== undefined, createdById, createdAt, users, store: status === 4 && index >= 4 };
  });
  // The team's oldest running task is everyone's, so each person has something to book time on from the first day.
  const firstActive = tasks.find((task) => task.status === 1);
  for (const worker of team.workers) if (firstActive && !firstActive.users.includes(worker)) firstActive.users.push(worker);
  return tasks;
}

/** Inserts the tasks of every live team with their assignees and one tag of each tag type. */
export async function seedWorkTasks(tx: Queryable, teams: WorkTeam[], random: Random, now: Date): Promise<SeededTask[]> {
  const requesters = await tx.query<{ id: number; email: string }>('SELECT id, email FROM users WHERE NOT deleted ORDER BY id');
  const emailOf = new Map(requesters.map((requester) => [requester.id, requester.email]));
  const planned = teams.flatMap((team) => planTeamTasks(team, requesters, random, now));
  const ids = await reserveIds(tx, 'tasks', planned.length);
  const tasks = planned.map((task, index) => ({ ...task, id: ids[index] as number }));
  await insertRows(
    tx,
    'tasks',
    ['id', 'name', 'team_id', 'status_id', 'incident', 'urgent', 'email', 'progress', 'created_by_id', 'created_at', 'due_date', 'store'],
    tasks.map((task) => [
      task.id,
      task.name,
      task.teamId,
      task.status,
      task.incident,
      random.chance(0.15),
      task.incident ? (emailOf.get(task.createdById) ?? null) : null,
      task.status === 4 ? 100 : task.status === 1 ? random.int(1, 9) * 10 : 0,
      task.createdById,
      task.createdAt.toISOString(),
      task.status === 1 && random.chance(0.4) ? new Date(now.getTime() + random.int(2, 20) * DAY).toISOString() : null,
      task.store,
    ]),
  );
  await insertRows(tx, 'task_users', ['task_id', 'user_id'], tasks.flatMap((task) => task.users.map((user) => [task.id, user])));
  const tags = await tx.query<{ id: number; type_id: number }>('SELECT id, type_id FROM tags ORDER BY type_id, id');
  const typeIds = [...new Set(tags.map((tag) => tag.type_id))];
  await insertRows(
    tx,
    'task_tags',
    ['task_id', 'tag_id'],
    tasks.flatMap((task) => typeIds.map((type) => [task.id, random.pick(tags.filter((tag) => tag.type_id === type)).id])),
  );
  return tasks;
}
