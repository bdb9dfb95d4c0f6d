import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sql, { raw, type Sql } from 'sql-template-tag';
import type { Database } from '../../core/db/database.ts';
import { foldText, likeContaining } from '../../core/db/fold-text.ts';
import { allOf, pageClause, type Paging } from '../../core/db/sql-helpers.ts';
import { iri, type JsonObject } from '../../core/json-ld/json-ld.ts';
import { type MediaObjectRow, toMediaObject } from '../files/media-object-serializer.ts';
import { TASK_COLUMNS, type TagRow, type TaskRow, toTask, toTaskTag } from './task-serializer.ts';
import type { Caller } from '../../core/authentication/caller.ts';
import { boardTeamCondition, runsTeamCondition, searchTeamCondition, visibleTaskCondition } from './task-scope-sql.ts';
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

/**
 * What a task row links to, on the row itself: ids as arrays, and the task's own files (message files travel with
 * their messages). A board's ~1,000 tag links travel as integers; the ≤ 25 tags they name come once, beside the rows.
 */
const RELATION_COLUMNS = `
  ARRAY(SELECT tt.tag_id FROM task_tags tt WHERE tt.task_id = k.id) AS tag_ids,
  ARRAY(SELECT m.id FROM task_messages m WHERE m.task_id = k.id AND NOT m.deleted ORDER BY m.id) AS message_ids,
  ARRAY(SELECT s.id FROM subtasks s WHERE s.task_id = k.id AND NOT s.deleted ORDER BY s.id) AS subtask_ids,
  ARRAY(SELECT a.user_id FROM task_users a WHERE a.task_id = k.id ORDER BY a.user_id) AS user_ids,
  (SELECT COALESCE(json_agg(f ORDER BY f.id), '[]') FROM media_objects f
   WHERE f.task_id = k.id AND NOT f.deleted AND f.task_message_id IS NULL AND f.subtask_message_id IS NULL) AS files`;

type TaskWithRelationsRow = TaskRow & { tag_ids: number[]; message_ids: number[]; subtask_ids: number[]; user_ids: number[]; files: MediaObjectRow[] };

/** Task rows by id, and the tags they name, each once. */
type SelectedTasks = { rows: TaskWithRelationsRow[]; tags: Omit<TagRow, 'task_id'>[] };

/** A task found by the report screens' search, with who created or requested it. */
export type TaskSearchRow = { id: number; name: string; created_at: Date | string; user: string | null };

/** Per team of a board request: whether the caller sees its whole board (canSeeTeam) and whether they run it. */
export type BoardAccess = { board: boolean; runs: boolean };

/** Tasks and incidents (docs/api-contract.md M1, M4, M5), always cut to what the caller may see. */
export function createTasksRepository(db: Database) {
  /**
   * Task rows meeting `where` with the tags they name, in one statement: a board is the most asked-for answer, and
   * each statement more queued again for one of the instance's few connections. `ordered: false` when `where`
   * brings its own ORDER BY and LIMIT.
   */
  async function selectTasks(where: Sql, ordered = true): Promise<SelectedTasks> {
    const [selected] = await db.query<{ rows: string; tags: string }>(
      sql`WITH listed AS (SELECT ${raw(TASK_COLUMNS)}, ${raw(RELATION_COLUMNS)} FROM tasks k JOIN task_statuses ts ON ts.id = k.status_id
                          WHERE ${where} ${ordered ? sql`ORDER BY k.id` : sql``})
          SELECT COALESCE((SELECT json_agg(l ORDER BY l.id) FROM listed l), '[]')::text AS rows,
                 COALESCE((SELECT json_agg(g) FROM tags g WHERE g.id IN (SELECT unnest(l.tag_ids) FROM listed l)), '[]')::text AS tags`,
    );
    return { rows: JSON.parse(selected?.rows ?? '[]'), tags: JSON.parse(selected?.tags ?? '[]') };
  }

  function serialise({ rows, tags }: SelectedTasks): JsonObject[] {
    // A task's tags in type order, as everywhere else.
    const ordered = [...tags].sort((a, b) => a.type_id - b.type_id || a.id - b.id);
    const tagById = new Map(ordered.map((tag, rank) => [tag.id, { rank, json: toTaskTag({ ...tag, task_id: 0 }) }]));
    const tagsOf = (row: TaskWithRelationsRow): JsonObject[] =>
      row.tag_ids
        .flatMap((id) => tagById.get(id) ?? [])
        .sort((a, b) => a.rank - b.rank)
        .map((tag) => tag.json);
    return rows.map((row) =>
      toTask(row, {
        tags: tagsOf(row),
        files: row.files.map(toMediaObject),
        messages: row.message_ids.map((id) => iri('task_messages', id)),
        subtasks: row.subtask_ids.map((id) => iri('subtasks', id)),
        users: row.user_ids.map((id) => iri('users', id)),
      }),
    );
  }

  /** The tasks meeting `where` on the task row `k`, by id (with `paging` only that page), and how many meet it. */
  async function listedTasks(where: Sql, paging?: Paging): Promise<{ members: JsonObject[]; total: number }> {
    if (!paging) {
      const members = serialise(await selectTasks(where));
      return { members, total: members.length };
    }
    const [selected, [count]] = await Promise.all([
      selectTasks(sql`${where} ORDER BY k.id ${pageClause(paging)}`, false),
      db.query<{ total: number }>(sql`SELECT count(*)::integer AS total FROM tasks k WHERE ${where}`),
    ]);
    return { members: serialise(selected), total: count?.total ?? 0 };
  }

  return {
    /** Tasks the caller may see that also meet `condition` on the task row `k` (M2, M7 and the writes' answers). */
    async listWhere(caller: Caller, condition: Sql): Promise<JsonObject[]> {
      return serialise(await selectTasks(allOf([visibleTaskCondition(caller, 'k'), condition])));
    },
    /** `listWhere` by id, with `paging` only the page serialised, and `total` counting them all. */
    listedWhere(caller: Caller, condition: Sql, paging?: Paging): Promise<{ members: JsonObject[]; total: number }> {
      return listedTasks(allOf([visibleTaskCondition(caller, 'k'), condition]), paging);
    },
    /** The caller's access to each of these teams' boards; teams that do not exist are left out. */
    async boardAccess(caller: Caller, teamIds: number[]): Promise<Map<number, BoardAccess>> {
      const rows = await db.query<BoardAccess & { id: number }>(
        sql`SELECT t.id, ${boardTeamCondition(caller, 't')} AS board, ${runsTeamCondition(caller, 't')} AS runs FROM teams t WHERE t.id = ANY(${teamIds})`,
      );
      return new Map(rows.map((row) => [row.id, { board: row.board, runs: row.runs }]));
    },
    /**
     * Board lists (M1): the tasks the caller may see that match `filters`, by
     * id; with `page` only that page is loaded and serialised, and `total` counts them all.
     * `wholeBoards` says the caller sees every board of `filters.team` (see
     * `boardAccess`) and lists those they run: then a task's visibility is only
     * whether it is deleted, which spares the database the per-task scope test.
     */
    async list(
      caller: Caller,
      filters: TaskFilters,
      paging?: Paging,
      wholeBoards?: { runs: number[] },
    ): Promise<{ members: JsonObject[]; total: number }> {
      const visible =
        wholeBoards && filters.team ? sql`(NOT k.deleted OR k.team_id = ANY(${wholeBoards.runs}))` : visibleTaskCondition(caller, 'k');
      const where = allOf([
        visible,
        filters.team ? sql`k.team_id = ANY(${filters.team})` : undefined,
        filters.deleted === undefined ? undefined : sql`k.deleted = ${filters.deleted}`,
        filters.store === undefined ? undefined : sql`k.store = ${filters.store}`,
        filters.incident === undefined ? undefined : sql`k.incident = ${filters.incident}`,
        filters.status ? sql`k.status_id = ANY(${filters.status})` : undefined,
      ]);
      return listedTasks(where, paging);
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
      return serialise(await selectTasks(allOf([sql`k.id = ${id}`, visibleTaskCondition(caller, 'k')])))[0];
    },
    /** Report search (M7): live tasks whose name holds `keywords`, newest first; undefined when the caller may search none. */
    async searchByName(caller: Caller, keywords: string, limit: number): Promise<TaskSearchRow[] | undefined> {
      const scope = searchTeamCondition(caller, 't');
      if (!scope) return undefined;
      return db.query<TaskSearchRow>(
        sql`SELECT k.id, k.name, k.created_at, coalesce(k.email, creator.email) AS user
            FROM tasks k JOIN teams t ON t.id = k.team_id LEFT JOIN users creator ON creator.id = k.created_by_id
            WHERE NOT k.deleted AND ${scope} AND ${foldText(sql`k.name`)} LIKE ${foldText(sql`${likeContaining(keywords)}`)}
            ORDER BY k.created_at DESC, k.id DESC LIMIT ${limit}`,
      );
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
