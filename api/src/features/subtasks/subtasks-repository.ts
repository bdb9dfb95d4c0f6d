import type { Subtask } from '@portal/shared-api/entities';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sql, { raw, type Sql } from 'sql-template-tag';
import { type Actor, auditedDeletion } from '../../core/audit/audited-writes.ts';
import type { Database, InTransaction } from '../../core/db/database.ts';
import { groupBy } from '../../core/db/sql-helpers.ts';
import { iri } from '../../core/json-ld/json-ld.ts';
import { SUBTASK_COLUMNS, type SubtaskRow, toSubtask } from './subtask-serializer.ts';
import { replaceUsers, stopClocks } from '../tasks/task-writes-repository.ts';

export type SubtaskChange = { name?: string | undefined; deleted?: boolean | undefined; userIds?: number[] | undefined };

/** Subtasks (docs/api-contract.md N1–N4); callers check the task's scope first. */
export function createSubtasksRepository(db: Database) {
  async function select(where: Sql): Promise<Subtask[]> {
    const rows = await db.query<SubtaskRow>(sql`SELECT ${raw(SUBTASK_COLUMNS)} FROM subtasks s WHERE ${where} ORDER BY s.id`);
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [users, messages] = await Promise.all([
      db.query<{ subtask_id: number; user_id: number }>(sql`SELECT subtask_id, user_id FROM subtask_users WHERE subtask_id = ANY(${ids}) ORDER BY user_id`),
      db.query<{ subtask_id: number; id: number }>(sql`SELECT subtask_id, id FROM subtask_messages WHERE subtask_id = ANY(${ids}) AND NOT deleted ORDER BY id`),
    ]);
    const usersOf = groupBy(users, (row) => row.subtask_id);
    const messagesOf = groupBy(messages, (row) => row.subtask_id);
    return rows.map((row) =>
      toSubtask(row, {
        users: (usersOf.get(row.id) ?? []).map((user) => user.user_id),
        messages: (messagesOf.get(row.id) ?? []).map((message) => iri('subtask_messages', message.id)),
      }),
    );
  }

  return {
    /** The live subtasks of a task. */
    ofTask: (taskId: number) => select(sql`s.task_id = ${taskId} AND NOT s.deleted`),
    async find(id: number): Promise<Subtask | undefined> {
      return (await select(sql`s.id = ${id}`))[0];
    },
    async taskOf(id: number): Promise<{ task_id: number; team_id: number; deleted: boolean } | undefined> {
      const [row] = await db.query<{ task_id: number; team_id: number; deleted: boolean }>(
        sql`SELECT s.task_id, k.team_id, s.deleted FROM subtasks s JOIN tasks k ON k.id = s.task_id WHERE s.id = ${id}`,
      );
      return row;
    },
    /** Creates a subtask with its assignees; `onAssigned(subtaskId)` runs in the transaction for them. Returns its id. */
    create(taskId: number, name: string, userIds: number[], onAssigned?: (subtaskId: number) => InTransaction<number[]>): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: number }>(sql`INSERT INTO subtasks (task_id, name) VALUES (${taskId}, ${name}) RETURNING id`);
        if (!row) throw new Error('INSERT returned nothing');
        const added = await replaceUsers(tx, 'subtask_users', 'subtask_id', row.id, userIds);
        if (added.length > 0) await onAssigned?.(row.id)(tx, added);
        return row.id;
      });
    },
    /**
     * Applies a merge patch (N4); deleting (audited) stops the subtask's running clocks;
     * `onAssigned` runs in the transaction for new assignees.
     */
    update(id: number, change: SubtaskChange, actor: Actor, onAssigned?: InTransaction<number[]>): Promise<void> {
      return db.transaction(async (tx) => {
        if (change.name !== undefined) await tx.query(sql`UPDATE subtasks SET name = ${change.name} WHERE id = ${id}`);
        if (change.deleted !== undefined) {
          const [before] = await tx.query<{ deleted: boolean }>(sql`SELECT deleted FROM subtasks WHERE id = ${id} FOR UPDATE`);
          await auditedDeletion(tx, actor, { entity: 'Subtask', table: 'subtasks', id }, () =>
            tx.query(sql`UPDATE subtasks SET deleted = ${change.deleted} WHERE id = ${id}`),
          );
          if (change.deleted && before?.deleted === false) await stopClocks(tx, { subtaskId: id });
        }
        const added = change.userIds ? await replaceUsers(tx, 'subtask_users', 'subtask_id', id, change.userIds) : [];
        if (added.length > 0) await onAssigned?.(tx, added);
      });
    },
  };
}

export type SubtasksRepository = ReturnType<typeof createSubtasksRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    subtasks: SubtasksRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('subtasks', createSubtasksRepository(app.db));
  },
  { name: 'subtasks-repository', dependencies: ['db'] },
);
