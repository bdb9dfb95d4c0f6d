import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sql, { type Sql } from 'sql-template-tag';
import { type Actor, audited, recordAudit, snapshot } from '../../core/audit/audited-writes.ts';
import type { Database, InTransaction } from '../../core/db/database.ts';
import { allOf, countedRows, type Paging, listedRows } from '../../core/db/sql-helpers.ts';
import type { JsonObject } from '../../core/json-ld/json-ld.ts';
import { toUserSchedule, type UserScheduleRow } from './user-schedule-serializer.ts';
import type { Caller } from '../../core/authentication/caller.ts';
import { decidableBy } from '../decisions/decidable-sql.ts';
import { calendarScope, userInScope } from '../../core/authorization/scope-sql.ts';
import type { UsersRepository } from '../users/users-repository.ts';
import type { WorkSchedulesRepository } from '../work-schedules/work-schedules-repository.ts';

export type UserScheduleFilters = {
  authorized?: boolean | undefined;
  user?: number[] | undefined;
  type?: number[] | undefined;
  decidable?: boolean | undefined;
};

/** Schedule-change requests (docs/api-contract.md H1–H4). */
const onRequest = (id: number) => ({ entity: 'UserSchedule', table: 'user_schedules', id }) as const;

export function createUserSchedulesRepository(db: Database, users: UsersRepository, workSchedules: WorkSchedulesRepository) {
  /** H1 scope: the caller's own requests plus those of the users whose calendar they manage. */
  const visibleCondition = (caller: Caller) => sql`(us.user_id = ${caller.id} OR ${userInScope('us.user_id', calendarScope(caller))})`;

  async function serialise(rows: UserScheduleRow[]): Promise<JsonObject[]> {
    const [requesters, schedules] = await Promise.all([
      users.summariesWithSchedules([...new Set(rows.map((row) => row.user_id))]),
      workSchedules.byIds(rows.map((row) => row.work_schedule_id)),
    ]);
    return rows.map((row) =>
      toUserSchedule(
        row,
        requesters.get(row.user_id) ?? `/api/users/${row.user_id}`,
        row.work_schedule_id === null ? null : (schedules.get(row.work_schedule_id) ?? null),
      ),
    );
  }

  /** The requests in the caller's scope matching `filters`: what `list` pages and `count` counts. */
  function matching(caller: Caller, filters: UserScheduleFilters): Sql {
    return sql`SELECT us.* FROM user_schedules us
      WHERE ${allOf([
        visibleCondition(caller),
        filters.authorized === undefined ? undefined : sql`us.authorized = ${filters.authorized}`,
        filters.user ? sql`us.user_id = ANY(${filters.user})` : undefined,
        filters.type ? sql`us.type = ANY(${filters.type})` : undefined,
        filters.decidable ? decidableBy(caller, 'us.user_id') : undefined,
      ])}`;
  }

  return {
    /** Requests in the caller's scope matching `filters`, by id; with `paging` only that page is serialised. */
    async list(caller: Caller, filters: UserScheduleFilters, paging?: Paging): Promise<{ members: JsonObject[]; total: number }> {
      const { rows, total } = await listedRows<UserScheduleRow>(db, matching(caller, filters), paging);
      return { members: await serialise(rows), total };
    },
    /** How many requests `list` would give, without reading them. */
    count: (caller: Caller, filters: UserScheduleFilters): Promise<number> => countedRows(db, matching(caller, filters)),
    /** A request the caller may read, serialised. */
    async findVisible(caller: Caller, id: number): Promise<JsonObject | undefined> {
      const rows = await db.query<UserScheduleRow>(sql`SELECT us.* FROM user_schedules us WHERE us.id = ${id} AND ${visibleCondition(caller)}`);
      return (await serialise(rows))[0];
    },
    /** The stored row, whoever may see it (write checks decide between 403 and 404 themselves). */
    async findRow(id: number): Promise<UserScheduleRow | undefined> {
      const [row] = await db.query<UserScheduleRow>(sql`SELECT * FROM user_schedules WHERE id = ${id}`);
      return row;
    },
    serialise: async (row: UserScheduleRow) => (await serialise([row]))[0] as JsonObject,
    /**
     * Accepts a pending request atomically: of two managers accepting at once,
     * exactly one flips `authorized` (the other gets undefined → 409). The
     * request's schedule becomes the user's work (type 1) or duty (type 2)
     * schedule, and an older request for the same user, type and start date goes.
     * `alsoDo` runs in the same transaction (the requester's notification).
     */
    accept(id: number, actor: Actor, alsoDo?: InTransaction<UserScheduleRow>): Promise<UserScheduleRow | undefined> {
      return db.transaction(async (tx) => {
        const [accepted] = await audited(tx, actor, onRequest(id), () =>
          tx.query<UserScheduleRow>(sql`UPDATE user_schedules SET authorized = true WHERE id = ${id} AND NOT authorized RETURNING *`),
        );
        if (!accepted) return undefined;
        await applyAuthorized(tx, accepted);
        await alsoDo?.(tx, accepted);
        return accepted;
      });
    },
    /** Deletes the request; false when it was already gone. */
    async remove(id: number): Promise<boolean> {
      const deleted = await db.query(sql`DELETE FROM user_schedules WHERE id = ${id} RETURNING id`);
      return deleted.length > 0;
    },
    /**
     * Deletes only while still pending (a cancel racing an accept must not remove
     * the accepted request); a decider's refusal (`rejectedBy`) is audited, an
     * owner's own cancel is not. `alsoDo` runs in the same transaction.
     */
    removePending(id: number, rejectedBy: Actor | null, alsoDo?: InTransaction<UserScheduleRow>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const remove = () => tx.query<UserScheduleRow>(sql`DELETE FROM user_schedules WHERE id = ${id} AND NOT authorized RETURNING *`);
        const [deleted] = rejectedBy ? await audited(tx, rejectedBy, onRequest(id), remove) : await remove();
        if (!deleted) return false;
        await alsoDo?.(tx, deleted);
        return true;
      });
    },
    /**
     * Creates a request; a user holds one pending request per type, so an
     * older pending one is replaced. An authorized creation is applied at once,
     * exactly as an acceptance, and audited as one; `alsoDo` then runs in the same transaction.
     */
    create(
      input: { userId: number; type: number; scheduleId: number | null; start: Date; authorized: boolean },
      actor: Actor,
      alsoDo?: InTransaction<UserScheduleRow>,
    ): Promise<UserScheduleRow> {
      return db.transaction(async (tx) => {
        await tx.query(sql`DELETE FROM user_schedules WHERE user_id = ${input.userId} AND type = ${input.type} AND NOT authorized`);
        const [created] = await tx.query<UserScheduleRow>(
          sql`INSERT INTO user_schedules (user_id, type, work_schedule_id, start, authorized)
              VALUES (${input.userId}, ${input.type}, ${input.scheduleId}, ${input.start}, ${input.authorized}) RETURNING *`,
        );
        if (!created) throw new Error('INSERT returned nothing');
        if (created.authorized) {
          await recordAudit(tx, actor, { action: 'create', entity: 'UserSchedule', entityId: created.id, after: await snapshot(tx, 'user_schedules', created.id) });
          await applyAuthorized(tx, created);
          await alsoDo?.(tx, created);
        }
        return created;
      });
    },
  };
}

/**
 * An authorized request becomes the user's work (type 1) or duty (type 2)
 * schedule, and supersedes every earlier request of the same user and type
 * for the same date (in the reference time zone).
 */
async function applyAuthorized(tx: Pick<Database, 'query'>, request: UserScheduleRow): Promise<void> {
  if (request.type === 1) await tx.query(sql`UPDATE users SET work_schedule_id = ${request.work_schedule_id} WHERE id = ${request.user_id}`);
  else await tx.query(sql`UPDATE users SET duty_schedule_id = ${request.work_schedule_id} WHERE id = ${request.user_id}`);
  await tx.query(
    sql`DELETE FROM user_schedules
        WHERE user_id = ${request.user_id} AND type = ${request.type} AND id < ${request.id}
          AND (start AT TIME ZONE 'Europe/Madrid')::date = (${request.start}::timestamptz AT TIME ZONE 'Europe/Madrid')::date`,
  );
}

export type UserSchedulesRepository = ReturnType<typeof createUserSchedulesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    userSchedules: UserSchedulesRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('userSchedules', createUserSchedulesRepository(app.db, app.users, app.workSchedules));
  },
  { name: 'user-schedules-repository', dependencies: ['db', 'users-repository', 'work-schedules-repository'] },
);
