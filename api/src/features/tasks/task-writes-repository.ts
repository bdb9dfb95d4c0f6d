import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sql, { join, raw } from 'sql-template-tag';
import { type Actor, auditedDeletion } from '../../core/audit/audited-writes.ts';
import type { Database, InTransaction, Queryable } from '../../core/db/database.ts';
import { type ChargedHistory, chargeTimeCaps } from '../time-caps/charge-time-caps.ts';
import { lockClocksOf } from '../time-tracking/history-sql.ts';

/** The stored state of a task that the write rules look at. */
export type TaskState = { id: number; team_id: number; status_id: number; deleted: boolean; store: boolean; name: string };

/** A merge patch already validated (docs/api-contract.md M6); absent fields stay as they are. */
export type TaskChange = {
  name?: string | undefined;
  urgent?: boolean | undefined;
  progress?: number | undefined;
  deleted?: boolean | undefined;
  store?: boolean | undefined;
  teamId?: number | undefined;
  statusId?: number | undefined;
  /** The status the client saw; the change is written only while the task is still in it. */
  fromStatusId?: number | undefined;
  userIds?: number[] | undefined;
  tagIds?: number[] | undefined;
  /** The task this one now follows in its board column, null for the first place; undefined leaves its place. */
  placeAfterId?: number | null | undefined;
};

/** How a patch ended: written, or refused because the task left the status the client saw, or the card it was to follow left the column. */
export type TaskWriteOutcome = 'written' | 'left-status' | 'place-gone';

/**
 * The board rank (highest first) that puts the task right after `afterId` in the team's column `statusId`, or
 * first when `afterId` is null; null when `afterId` is no longer a live card of that column. Halving stays exact
 * in numeric, so the rank always falls strictly between its neighbours'.
 */
async function boardRankAfter(tx: Queryable, taskId: number, teamId: number, statusId: number, afterId: number | null): Promise<string | null> {
  if (afterId === null) {
    const [top] = await tx.query<{ rank: string }>(
      sql`SELECT coalesce(max(board_rank) + 1, (SELECT board_rank FROM tasks WHERE id = ${taskId}))::text AS rank
          FROM tasks WHERE team_id = ${teamId} AND status_id = ${statusId} AND id <> ${taskId}`,
    );
    return top?.rank ?? null;
  }
  const [place] = await tx.query<{ rank: string }>(
    sql`SELECT ((r.board_rank + coalesce(
                  (SELECT n.board_rank FROM tasks n
                   WHERE n.team_id = r.team_id AND n.status_id = r.status_id AND n.id <> ${taskId} AND (n.board_rank, n.id) < (r.board_rank, r.id)
                   ORDER BY n.board_rank DESC, n.id DESC LIMIT 1), 0)) * 0.5)::text AS rank
        FROM tasks r WHERE r.id = ${afterId} AND r.team_id = ${teamId} AND r.status_id = ${statusId} AND NOT r.deleted AND NOT r.store`,
  );
  return place?.rank ?? null;
}

const COLUMNS: [keyof TaskChange, string][] = [
  ['name', 'name'],
  ['urgent', 'urgent'],
  ['progress', 'progress'],
  ['deleted', 'deleted'],
  ['store', 'store'],
  ['teamId', 'team_id'],
  ['statusId', 'status_id'],
];

/**
 * Closes the running clocks of a task (and of its subtasks) or of one subtask,
 * when it is soft-deleted. The clock's owner loses nothing: the period up to now is kept.
 */
export async function stopClocks(tx: Queryable, target: { taskId: number } | { subtaskId: number }): Promise<void> {
  const where =
    'taskId' in target
      ? sql`(task_id = ${target.taskId} OR subtask_id IN (SELECT id FROM subtasks WHERE task_id = ${target.taskId}))`
      : sql`subtask_id = ${target.subtaskId}`;
  // The clock owners' locks first, as every clock change takes them (time-tracking/history-sql.ts).
  const owners = await tx.query<{ user_id: number }>(sql`SELECT DISTINCT user_id FROM work_time_histories WHERE ended_at IS NULL AND ${where} ORDER BY user_id`);
  for (const owner of owners) await tx.query(lockClocksOf(owner.user_id));
  const closed = await tx.query<ChargedHistory>(
    sql`UPDATE work_time_histories SET ended_at = greatest(clock_timestamp(), started_at) WHERE ended_at IS NULL AND ${where}
        RETURNING task_id, subtask_id, time_cap_id`,
  );
  await chargeTimeCaps(tx, closed);
}

/** Writes on tasks (docs/api-contract.md M6, M9, L4) and the lookups their validation needs. */
export function createTaskWritesRepository(db: Database) {
  return {
    async state(id: number): Promise<TaskState | undefined> {
      const [row] = await db.query<TaskState>(sql`SELECT id, team_id, status_id, deleted, store, name FROM tasks WHERE id = ${id}`);
      return row;
    },
    /** Of `userIds`, those who are not members of the team. */
    async nonMembers(teamId: number, userIds: number[]): Promise<number[]> {
      if (userIds.length === 0) return [];
      const rows = await db.query<{ id: number }>(
        sql`SELECT wanted.id FROM unnest(${userIds}::integer[]) AS wanted(id)
            WHERE NOT EXISTS (SELECT 1 FROM user_teams ut JOIN users u ON u.id = ut.user_id
                              WHERE ut.team_id = ${teamId} AND ut.user_id = wanted.id AND NOT u.deleted)`,
      );
      return rows.map((row) => row.id);
    },
    async tags(ids: number[]): Promise<{ id: number; type_id: number; name: string }[]> {
      if (ids.length === 0) return [];
      return db.query(sql`SELECT id, type_id, name FROM tags WHERE id = ANY(${ids}) ORDER BY id`);
    },
    /**
     * Applies the patch in one transaction (a delete or restore audited); `onAssigned` runs in it with the users newly
     * assigned. Nothing is written when the task has left `fromStatusId` or the card it is to follow has left the
     * column: the row is locked before either is read, so of two moves made from the same status only the first is written.
     */
    apply(taskId: number, change: TaskChange, actor: Actor, onAssigned?: InTransaction<number[]>): Promise<TaskWriteOutcome> {
      return db.transaction(async (tx) => {
        const sets = COLUMNS.filter(([field]) => change[field] !== undefined).map(([field, column]) => sql`${raw(column)} = ${change[field]}`);
        const [before] = await tx.query<{ deleted: boolean; status_id: number; team_id: number }>(
          sql`SELECT deleted, status_id, team_id FROM tasks WHERE id = ${taskId} FOR UPDATE`,
        );
        if (!before || (change.fromStatusId !== undefined && before.status_id !== change.fromStatusId)) return 'left-status';
        if (change.placeAfterId !== undefined) {
          const rank = await boardRankAfter(tx, taskId, change.teamId ?? before.team_id, change.statusId ?? before.status_id, change.placeAfterId);
          if (rank === null) return 'place-gone';
          sets.push(sql`board_rank = ${rank}::numeric`);
        }
        const write = () => tx.query(sql`UPDATE tasks SET ${join(sets, ', ')} WHERE id = ${taskId}`);
        if (change.deleted !== undefined) await auditedDeletion(tx, actor, { entity: 'Task', table: 'tasks', id: taskId }, write);
        else if (sets.length > 0) await write();
        if (change.deleted === true && !before.deleted) await stopClocks(tx, { taskId });
        if (change.tagIds) {
          await tx.query(sql`DELETE FROM task_tags WHERE task_id = ${taskId}`);
          for (const tagId of change.tagIds) await tx.query(sql`INSERT INTO task_tags (task_id, tag_id) VALUES (${taskId}, ${tagId})`);
        }
        const added = change.userIds ? await replaceUsers(tx, 'task_users', 'task_id', taskId, change.userIds) : [];
        if (added.length > 0) await onAssigned?.(tx, added);
        return 'written';
      });
    },
    /** Assigns or unassigns one user (M9); `onAssigned` runs in the same transaction when the user is newly assigned. */
    assign(table: 'task_users' | 'subtask_users', id: number, userId: number, add: boolean, onAssigned?: InTransaction<number[]>): Promise<void> {
      const column = raw(table === 'task_users' ? 'task_id' : 'subtask_id');
      return db.transaction(async (tx) => {
        if (!add) {
          await tx.query(sql`DELETE FROM ${raw(table)} WHERE ${column} = ${id} AND user_id = ${userId}`);
          return;
        }
        const inserted = await tx.query(sql`INSERT INTO ${raw(table)} (${column}, user_id) VALUES (${id}, ${userId}) ON CONFLICT DO NOTHING RETURNING user_id`);
        if (inserted.length > 0) await onAssigned?.(tx, [userId]);
      });
    },
    /**
     * Moves the task from one of `from` to `to` (M10, M11) in one conditional
     * statement, optionally leaving the decision's reason as a message; false
     * when the task was not in one of `from`.
     */
    moveStatus(
      taskId: number,
      from: number[],
      to: number,
      note?: { userId: number; message: string },
      afterMove?: InTransaction<void>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const moved = await tx.query(sql`UPDATE tasks SET status_id = ${to} WHERE id = ${taskId} AND status_id = ANY(${from}) RETURNING id`);
        if (moved.length === 0) return false;
        if (note) await tx.query(sql`INSERT INTO task_messages (task_id, user_id, message) VALUES (${taskId}, ${note.userId}, ${note.message})`);
        await afterMove?.(tx, undefined);
        return true;
      });
    },
    /** Sets `tagId` on the task, replacing its tag of the same tag type (L4). */
    setTag(taskId: number, tagId: number): Promise<void> {
      return db.transaction(async (tx) => {
        await tx.query(
          sql`DELETE FROM task_tags WHERE task_id = ${taskId}
              AND tag_id IN (SELECT g.id FROM tags g WHERE g.type_id = (SELECT type_id FROM tags WHERE id = ${tagId}))`,
        );
        await tx.query(sql`INSERT INTO task_tags (task_id, tag_id) VALUES (${taskId}, ${tagId})`);
      });
    },
  };
}

/** Makes the assignment table hold exactly `userIds` for the item; returns those newly added. */
export async function replaceUsers(tx: Queryable, table: string, column: string, id: number, userIds: number[]): Promise<number[]> {
  await tx.query(sql`DELETE FROM ${raw(table)} WHERE ${raw(column)} = ${id} AND NOT (user_id = ANY(${userIds}))`);
  const rows = await tx.query<{ user_id: number }>(
    sql`INSERT INTO ${raw(table)} (${raw(column)}, user_id) SELECT ${id}, wanted FROM unnest(${userIds}::integer[]) AS wanted
        ON CONFLICT DO NOTHING RETURNING user_id`,
  );
  return rows.map((row) => row.user_id);
}

export type TaskWritesRepository = ReturnType<typeof createTaskWritesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    taskWrites: TaskWritesRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('taskWrites', createTaskWritesRepository(app.db));
  },
  { name: 'task-writes-repository', dependencies: ['db'] },
);
