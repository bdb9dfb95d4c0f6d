import type { TimeCap } from '@portal/shared-api/entities';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sql from 'sql-template-tag';
import { type Actor, audited, recordAudit, snapshot } from '../../core/audit/audited-writes.ts';
import type { Database } from '../../core/db/database.ts';
import { allOf } from '../../core/db/sql-helpers.ts';
import type { Serialized } from '../../core/json-ld/json-ld.ts';
import { type ChargedPeriodRow, type TimeCapRow, toTimeCap } from './time-cap-serializer.ts';
import { rechargeRequester } from './charge-time-caps.ts';
import type { Caller } from '../../core/authentication/caller.ts';
import { userInScope } from '../../core/authorization/scope-sql.ts';
import { timeCapScope } from './time-cap-scope-sql.ts';
import { userSummariesByIds } from '../users/user-summaries.ts';

export type NewTimeCap = { userId: number; name: string; time: number; createdById: number };

/** Time caps (docs/api-contract.md Q1–Q3) with their usage; who may write is decided by the routes. */
export function createTimeCapsRepository(db: Database) {
  async function serialize(rows: TimeCapRow[]): Promise<Serialized<TimeCap>[]> {
    const ids = rows.map((row) => row.id);
    const [users, periods] = await Promise.all([
      userSummariesByIds(db, rows.map((row) => row.user_id)),
      db.query<ChargedPeriodRow>(
        sql`SELECT time_cap_id, started_at, ended_at, time_cap_time FROM work_time_histories WHERE time_cap_id = ANY(${ids}::int[]) ORDER BY started_at, id`,
      ),
    ]);
    return rows.map((row) => toTimeCap(row, users.get(row.user_id) ?? null, periods.filter((period) => period.time_cap_id === row.id)));
  }

  return {
    /** Caps the caller may see: those of users in their time-cap scope, and their own (read-only). */
    async list(caller: Caller, filters: { user?: number[] | undefined }, id?: number): Promise<Serialized<TimeCap>[]> {
      const rows = await db.query<TimeCapRow>(
        sql`SELECT c.* FROM time_caps c WHERE ${allOf([
          sql`(${userInScope('c.user_id', timeCapScope(caller))} OR c.user_id = ${caller.id})`,
          id === undefined ? undefined : sql`c.id = ${id}`,
          filters.user ? sql`c.user_id = ANY(${filters.user}::int[])` : undefined,
        ])} ORDER BY c.id DESC`,
      );
      return serialize(rows);
    },
    async row(id: number): Promise<TimeCapRow | undefined> {
      const [row] = await db.query<TimeCapRow>(sql`SELECT * FROM time_caps WHERE id = ${id}`);
      return row;
    },
    /** Whether `userId` is a live user the caller may grant caps to. */
    async inScope(caller: Caller, userId: number): Promise<boolean> {
      const [row] = await db.query<{ holds: boolean }>(
        sql`SELECT EXISTS (SELECT 1 FROM users u WHERE u.id = ${userId} AND ${userInScope('u.id', timeCapScope(caller))}) AS holds`,
      );
      return row?.holds === true;
    },
    /** Grants a cap; work the user requested from now on is charged to it (after their older caps). */
    async create(cap: NewTimeCap, actor: Actor): Promise<Serialized<TimeCap>> {
      const row = await db.transaction(async (tx) => {
        const [created] = await tx.query<TimeCapRow>(
          sql`INSERT INTO time_caps (user_id, name, time, created_by_id) VALUES (${cap.userId}, ${cap.name}, ${cap.time}, ${cap.createdById}) RETURNING *`,
        );
        if (!created) throw new Error('INSERT returned nothing');
        await recordAudit(tx, actor, { action: 'create', entity: 'TimeCap', entityId: created.id, after: await snapshot(tx, 'time_caps', created.id) });
        await rechargeRequester(tx, cap.userId);
        return created;
      });
      const [serialized] = await serialize([row]);
      if (!serialized) throw new Error('serialize lost the cap');
      return serialized;
    },
    /** Deletes a cap: its histories keep their `timeCapTime`, detached (docs/api-contract.md Q3). */
    remove(cap: TimeCapRow, actor: Actor): Promise<void> {
      return db.transaction(async (tx) => {
        await audited(tx, actor, { entity: 'TimeCap', table: 'time_caps', id: cap.id }, () => tx.query(sql`DELETE FROM time_caps WHERE id = ${cap.id}`));
        await rechargeRequester(tx, cap.user_id);
      });
    },
  };
}

export type TimeCapsRepository = ReturnType<typeof createTimeCapsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    timeCaps: TimeCapsRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('timeCaps', createTimeCapsRepository(app.db));
  },
  { name: 'time-caps-repository', dependencies: ['db'] },
);
