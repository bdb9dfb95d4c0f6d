import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sql, { raw, type Sql } from 'sql-template-tag';
import type { Database } from '../../../db/database.ts';
import { allOf, groupBy } from '../../../db/sql-helpers.ts';
import { iri, type JsonObject } from '../../../serializers/json-ld.ts';
import { type MediaObjectRow, toMediaObject } from '../../../serializers/media-object.ts';
import { TASK_COLUMNS, type TagRow, type TaskRow, toTask, toTaskTag } from '../../../serializers/task.ts';
import type { Caller } from '../authentication/caller.ts';
import { visibleTaskCondition } from '../authorization/task-scope-sql.ts';
import { defaultTaskTagIds } from './default-task-tags.ts';

export type TaskFilters = {
  team?: number[] | undefined;
  deleted?: boolean | undefined;
  store?: boolean | undefined;
  incident?: boolean | undefined;
  status?: number[] | undefined;
};

export type NewTask = {
  name: string;
  teamId: number;
  statusId: number;
  incident: boolean;
  email: string | null;
  createdById: number;
  /** Non-blank texts, stored as messages of the creator. */
  messages: string[];
};

/** Tasks and incidents (contract M1, M4, M5), always cut to what the caller may see. */
export function createTasksRepository(db: Database) {
  /** Task rows meeting `where`; `ordered: false` when `where` brings its own ORDER BY and LIMIT. */
  const selectTasks = (where: Sql, ordered = true) =>
    db.query<TaskRow>(sql`SELECT ${raw(TASK_COLUMNS)} FROM tasks k JOIN task_statuses ts ON ts.id = k.status_id WHERE ${where} ${ordered ? sql`ORDER BY k.id` : sql``}`);

  async function serialise(rows: TaskRow[]): Promise<JsonObject[]> {
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) return [];
    const [tags, files, messages, subtasks, users] = await Promise.all([
      db.query<TagRow>(sql`SELECT tt.task_id, g.* FROM task_tags tt JOIN tags g ON g.id = tt.tag_id WHERE tt.task_id = ANY(${ids}) ORDER BY g.type_id, g.id`),
      // Files of the task itself; message files travel with their messages.
      db.query<MediaObjectRow>(
        sql`SELECT * FROM media_objects WHERE task_id = ANY(${ids}) AND NOT deleted AND task_message_id IS NULL AND subtask_message_id IS NULL ORDER BY id`,
      ),
      db.query<{ id: number; task_id: number }>(sql`SELECT id, task_id FROM task_messages WHERE task_id = ANY(${ids}) AND NOT deleted ORDER BY id`),
      db.query<{ id: number; task_id: number }>(sql`SELECT id, task_id FROM subtasks WHERE task_id = ANY(${ids}) AND NOT deleted ORDER BY id`),
      db.query<{ task_id: number; user_id: number }>(sql`SELECT task_id, user_id FROM task_users WHERE task_id = ANY(${ids}) ORDER BY user_id`),
    ]);
    const byTask = {
      tags: groupBy(tags, (row) => row.task_id),
      files: groupBy(files, (row) => row.task_id ?? 0),
      messages: groupBy(messages, (row) => row.task_id),
      subtasks: groupBy(subtasks, (row) => row.task_id),
      users: groupBy(users, (row) => row.task_id),
    };
    return rows.map((row) =>
      toTask(row, {
        tags: (byTask.tags.get(row.id) ?? []).map(toTaskTag),
        files: (byTask.files.get(row.id) ?? []).map(toMediaObject),
        messages: (byTask.messages.get(row.id) ?? []).map((message) => iri('task_messages', message.id)),
        subtasks: (byTask.subtasks.get(row.id) ?? []).map((subtask) => iri('subtasks', subtask.id)),
        users: (byTask.users.get(row.id) ?? []).map((user) => iri('users', user.user_id)),
      }),
    );
  }

  return {
    /** Tasks the caller may see that also meet `condition` on the task row `k` (M2, M7 and the writes' answers). */
    async listWhere(caller: Caller, condition: Sql): Promise<JsonObject[]> {
      return serialise(await selectTasks(allOf([visibleTaskCondition(caller, 'k'), condition])));
    },
    /**
     * Board lists (M1): the tasks the caller may see that match `filters`, by
     * id; with `page` only that page is loaded and serialised, and `total` counts them all.
     */
    async list(caller: Caller, filters: TaskFilters, page?: { limit: number; offset: number }): Promise<{ members: JsonObject[]; total: number }> {
      const where = allOf([
        visibleTaskCondition(caller, 'k'),
        filters.team ? sql`k.team_id = ANY(${filters.team})` : undefined,
        filters.deleted === undefined ? undefined : sql`k.deleted = ${filters.deleted}`,
        filters.store === undefined ? undefined : sql`k.store = ${filters.store}`,
        filters.incident === undefined ? undefined : sql`k.incident = ${filters.incident}`,
        filters.status ? sql`k.status_id = ANY(${filters.status})` : undefined,
      ]);
      if (!page) {
        const members = await serialise(await selectTasks(where));
        return { members, total: members.length };
      }
      const [rows, [count]] = await Promise.all([
        selectTasks(sql`${where} ORDER BY k.id LIMIT ${page.limit} OFFSET ${page.offset}`, false),
        db.query<{ total: number }>(sql`SELECT count(*)::integer AS total FROM tasks k WHERE ${where}`),
      ]);
      return { members: await serialise(rows), total: count?.total ?? 0 };
    },
    /** Whether the caller sees at least one task of the team (their own requests on a board they cannot read). */
    async anyVisibleIn(caller: Caller, teamId: number): Promise<boolean> {
      const [row] = await db.query<{ found: boolean }>(
        sql`SELECT EXISTS (SELECT 1 FROM tasks k WHERE k.team_id = ${teamId} AND ${visibleTaskCondition(caller, 'k')}) AS found`,
      );
      return row?.found === true;
    },
    /** A task the caller may see, relations as IRIs (the details of M4 add the rest). */
    async findVisible(caller: Caller, id: number): Promise<JsonObject | undefined> {
      const rows = await selectTasks(allOf([sql`k.id = ${id}`, visibleTaskCondition(caller, 'k')]));
      return (await serialise(rows))[0];
    },
    async teamExists(id: number): Promise<boolean> {
      const [row] = await db.query<{ found: boolean }>(sql`SELECT EXISTS (SELECT 1 FROM teams WHERE id = ${id}) AS found`);
      return row?.found === true;
    },
    async statusExists(id: number): Promise<boolean> {
      const [row] = await db.query<{ found: boolean }>(sql`SELECT EXISTS (SELECT 1 FROM task_statuses WHERE id = ${id}) AS found`);
      return row?.found === true;
    },
    /** Creates the task with its first messages and default tags in one transaction; returns its id. */
    create(input: NewTask): Promise<number> {
      return db.transaction(async (tx) => {
        const [created] = await tx.query<{ id: number }>(
          sql`INSERT INTO tasks (name, team_id, status_id, incident, email, created_by_id)
              VALUES (${input.name}, ${input.teamId}, ${input.statusId}, ${input.incident}, ${input.email}, ${input.createdById})
              RETURNING id`,
        );
        if (!created) throw new Error('INSERT returned nothing');
        for (const message of input.messages) {
          await tx.query(sql`INSERT INTO task_messages (task_id, user_id, message) VALUES (${created.id}, ${input.createdById}, ${message})`);
        }
        for (const tagId of await defaultTaskTagIds(tx, input.createdById, input.teamId)) {
          await tx.query(sql`INSERT INTO task_tags (task_id, tag_id) VALUES (${created.id}, ${tagId})`);
        }
        return created.id;
      });
    },
  };
}

export type TasksRepository = ReturnType<typeof createTasksRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    tasks: TasksRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('tasks', createTasksRepository(app.db));
  },
  { name: 'tasks-repository', dependencies: ['db'] },
);
