import type { SubtaskMessage, TaskMessage } from '@portal/shared-api/entities';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sql, { raw, type Sql } from 'sql-template-tag';
import { type Actor, auditedDeletion } from '../../core/audit/audited-writes.ts';
import type { Database, InTransaction } from '../../core/db/database.ts';
import { allOf, groupBy } from '../../core/db/sql-helpers.ts';
import { toMediaObject, type MediaObjectRow } from '../files/media-object-serializer.ts';
import { MESSAGE_KINDS, type MessageRow, toSubtaskMessage, toTaskMessage } from './message-serializer.ts';
import type { Caller } from '../../core/authentication/caller.ts';
import type { MessageKind } from '../tasks/task-rules.ts';
import { taskRunnerCondition } from '../tasks/task-scope-sql.ts';

export type Message = TaskMessage | SubtaskMessage;

/** Where a message lives: its task, and its subtask for subtask messages. */
export type MessagePlace = { taskId: number; subtaskId: number | null; parentId: number; deleted: boolean };

const fileColumn = (kind: MessageKind) => raw(kind === 'TaskMessage' ? 'task_message_id' : 'subtask_message_id');

/** Task and subtask messages (docs/api-contract.md O1–O8), with their files. */
export function createMessagesRepository(db: Database) {
  async function select(kind: MessageKind, where: Sql): Promise<Message[]> {
    const { table, parentColumn } = MESSAGE_KINDS[kind];
    const rows = await db.query<MessageRow>(
      sql`SELECT m.id, m.${raw(parentColumn)} AS parent_id, m.user_id, m.message, m.deleted, m.created_at
          FROM ${raw(table)} m WHERE ${where} ORDER BY m.created_at, m.id`,
    );
    if (rows.length === 0) return [];
    const files = await db.query<MediaObjectRow>(
      sql`SELECT * FROM media_objects WHERE ${fileColumn(kind)} = ANY(${rows.map((row) => row.id)}) AND NOT deleted ORDER BY id`,
    );
    const byMessage = groupBy(files, (file) => (kind === 'TaskMessage' ? file.task_message_id : file.subtask_message_id) ?? 0);
    const serialise = kind === 'TaskMessage' ? toTaskMessage : toSubtaskMessage;
    return rows.map((row) => serialise(row, (byMessage.get(row.id) ?? []).map(toMediaObject)));
  }

  /** Deleted messages only go to those who run the task's team. */
  const deletedVisible = (caller: Caller, deleted: Sql) =>
    sql`(NOT ${deleted} OR EXISTS (SELECT 1 FROM tasks k WHERE k.id = place.task_id AND ${taskRunnerCondition(caller, 'k')}))`;

  /** Each message of the kind with the task it belongs to. */
  const messageTasks = (kind: MessageKind) =>
    kind === 'TaskMessage'
      ? sql`(SELECT m2.id, m2.task_id FROM task_messages m2)`
      : sql`(SELECT m2.id, s.task_id FROM subtask_messages m2 JOIN subtasks s ON s.id = m2.subtask_id)`;

  return {
    /** Messages of one task or subtask, oldest first; `deleted` filters as in O1. */
    list(caller: Caller, kind: MessageKind, parentId: number, deleted: boolean | undefined): Promise<Message[]> {
      const { parentColumn } = MESSAGE_KINDS[kind];
      return select(
        kind,
        allOf([
          sql`m.${raw(parentColumn)} = ${parentId}`,
          deleted === undefined ? undefined : sql`m.deleted = ${deleted}`,
          sql`EXISTS (SELECT 1 FROM ${messageTasks(kind)} place WHERE place.id = m.id AND ${deletedVisible(caller, sql`m.deleted`)})`,
        ]),
      );
    },
    /** One message, whatever its state; callers check visibility first. */
    async find(kind: MessageKind, id: number): Promise<Message | undefined> {
      return (await select(kind, sql`m.id = ${id}`))[0];
    },
    /** The task (and subtask) a message belongs to. */
    async placeOf(kind: MessageKind, id: number): Promise<MessagePlace | undefined> {
      const { table, parentColumn } = MESSAGE_KINDS[kind];
      const [row] = await db.query<{ task_id: number; subtask_id: number | null; parent_id: number; deleted: boolean }>(
        kind === 'TaskMessage'
          ? sql`SELECT m.task_id, NULL::integer AS subtask_id, m.task_id AS parent_id, m.deleted FROM task_messages m WHERE m.id = ${id}`
          : sql`SELECT s.task_id, m.subtask_id, m.${raw(parentColumn)} AS parent_id, m.deleted FROM ${raw(table)} m JOIN subtasks s ON s.id = m.subtask_id WHERE m.id = ${id}`,
      );
      return row && { taskId: row.task_id, subtaskId: row.subtask_id, parentId: row.parent_id, deleted: row.deleted };
    },
    /** Whether a deleted message may be shown to the caller (they run the team). */
    async deletedVisibleTo(caller: Caller, taskId: number): Promise<boolean> {
      const [row] = await db.query<{ ok: boolean }>(
        sql`SELECT EXISTS (SELECT 1 FROM tasks k WHERE k.id = ${taskId} AND ${taskRunnerCondition(caller, 'k')}) AS ok`,
      );
      return row?.ok === true;
    },
    /** Stores a message; `alsoDo` runs in the same transaction with its id (the notices of O3). */
    create(kind: MessageKind, parentId: number, userId: number, message: string, alsoDo?: InTransaction<number>): Promise<number> {
      const { table, parentColumn } = MESSAGE_KINDS[kind];
      return db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: number }>(
          sql`INSERT INTO ${raw(table)} (${raw(parentColumn)}, user_id, message) VALUES (${parentId}, ${userId}, ${message}) RETURNING id`,
        );
        if (!row) throw new Error('INSERT returned nothing');
        await alsoDo?.(tx, row.id);
        return row.id;
      });
    },
    /** Applies an edit and/or a soft delete (audited); a deleted message's files become deleted too (docs/api-contract.md §9). */
    update(kind: MessageKind, id: number, change: { message?: string | undefined; deleted?: boolean | undefined }, actor: Actor): Promise<void> {
      const { table } = MESSAGE_KINDS[kind];
      return db.transaction(async (tx) => {
        if (change.message !== undefined) await tx.query(sql`UPDATE ${raw(table)} SET message = ${change.message} WHERE id = ${id}`);
        if (change.deleted === true) {
          await auditedDeletion(tx, actor, { entity: kind, table, id }, () => tx.query(sql`UPDATE ${raw(table)} SET deleted = true WHERE id = ${id}`));
          await tx.query(sql`UPDATE media_objects SET deleted = true WHERE ${fileColumn(kind)} = ${id}`);
        }
      });
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    messages: MessagesRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('messages', createMessagesRepository(app.db));
  },
  { name: 'messages-repository', dependencies: ['db'] },
);
