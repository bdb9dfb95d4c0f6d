import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sql, { empty, type Sql } from 'sql-template-tag';
import { departmentIdsOfUser } from '../../core/authorization/scope-sql.ts';
import type { Database } from '../../core/db/database.ts';
import type { Caller } from '../../core/authentication/caller.ts';
import {
  watchableTeams,
  watchedUserIds,
  watchesPartOfDepartment,
  watchesWholeDepartment,
} from './timeline-scope-sql.ts';
import { timelineDayBody } from './timeline-day-sql.ts';

export type TimelineQuery = { date: string; departmentId: number; teamId?: number | undefined; userId?: number | undefined; deleted: boolean };

/** Why a timeline cannot be shown: an unknown department, or one (or a team) outside the caller's scope. */
export type TimelineRefusal = 'missing' | 'forbidden';

/** The department a caller's timeline opens on, with its day, or none when they may see no department. */
export type TimelineOpening = { department: { id: number; name: string } | null; body: string };

/** docs/api-contract.md P7: one department's day of work per user, built by PostgreSQL in one statement. */
export function createTimelineRepository(db: Database) {
  async function access(caller: Caller, departmentId: number) {
    const [row] = await db.query<{ whole: boolean; part: boolean }>(
      sql`SELECT ${watchesWholeDepartment(caller, 'd')} AS whole, ${watchesPartOfDepartment(caller, 'd')} AS part
          FROM departments d WHERE d.id = ${departmentId} AND NOT d.deleted`,
    );
    return row;
  }

  /** The day's statement for the people the caller watches in the department (all of it when `whole`). */
  function dayStatement(caller: Caller, query: TimelineQuery, whole: boolean): Sql {
    const people: Sql = sql`SELECT u.id, u.name, u.email, u.deleted, u.image_id, u.timezone, u.work_schedule_id FROM users u
      WHERE u.id IN (${watchedUserIds(caller, query.departmentId, whole, query.teamId)})
        ${query.deleted ? empty : sql`AND NOT u.deleted`}
        ${query.userId === undefined ? empty : sql`AND u.id = ${query.userId}`}`;
    return timelineDayBody({ date: query.date, timeZone: caller.timezone, people });
  }

  /** The statement for the query, or why there is none. */
  async function statement(caller: Caller, query: TimelineQuery): Promise<Sql | TimelineRefusal> {
    const scope = await access(caller, query.departmentId);
    if (!scope) return 'missing';
    if (!scope.whole && !scope.part) return 'forbidden';
    if (query.teamId !== undefined) {
      const [team] = await db.query(sql`SELECT 1 FROM (${watchableTeams(caller, query.departmentId, scope.whole)}) t WHERE t.id = ${query.teamId}`);
      if (!team) return 'forbidden';
    }
    return dayStatement(caller, query, scope.whole);
  }

  /** The body the day's statement builds (a JSON array as text). */
  async function bodyOf(built: Sql): Promise<string> {
    const [row] = await db.query<{ body: string }>(built);
    return row?.body ?? '[]';
  }

  /** The response body (a JSON array as text), or why there is none. */
  async function day(caller: Caller, query: TimelineQuery): Promise<{ body: string } | { refused: TimelineRefusal }> {
    const built = await statement(caller, query);
    return typeof built === 'string' ? { refused: built } : { body: await bodyOf(built) };
  }

  return {
    day,
    /**
     * The live department the caller's timeline opens on: the first (by id) of those they belong to (directly or
     * through a team, as their session lists them) among the ones they may watch, else the first they may watch; and
     * its day, all of it, without deleted users.
     */
    async opening(caller: Caller, date: string): Promise<TimelineOpening> {
      const [department] = await db.query<{ id: number; name: string; whole: boolean }>(
        sql`SELECT d.id, d.name, ${watchesWholeDepartment(caller, 'd')} AS whole FROM departments d
            WHERE NOT d.deleted AND (${watchesWholeDepartment(caller, 'd')} OR ${watchesPartOfDepartment(caller, 'd')})
            ORDER BY d.id IN (${departmentIdsOfUser(caller.id)}) DESC, d.id
            LIMIT 1`,
      );
      if (!department) return { department: null, body: '[]' };
      const body = await bodyOf(dayStatement(caller, { date, departmentId: department.id, deleted: false }, department.whole));
      return { department: { id: department.id, name: department.name }, body };
    },
    /** The executed plan of the day's statement (for the benchmark). */
    async explain(caller: Caller, query: TimelineQuery): Promise<string> {
      const built = await statement(caller, query);
      if (typeof built === 'string') return built;
      const rows = await db.query<{ 'QUERY PLAN': string }>(sql`EXPLAIN (ANALYZE, BUFFERS) ${built}`);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    timeline: ReturnType<typeof createTimelineRepository>;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('timeline', createTimelineRepository(app.db));
  },
  { name: 'timeline-repository', dependencies: ['db'] },
);
