import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sql, { type Sql } from 'sql-template-tag';
import { type Actor, audited } from '../../core/audit/audited-writes.ts';
import type { Database, InTransaction } from '../../core/db/database.ts';
import { allOf, countedRows, type Paging, listedRows } from '../../core/db/sql-helpers.ts';
import { type CalendarAssignmentRow, toCalendarAssignment } from './calendar-assignment-serializer.ts';
import type { JsonObject } from '../../core/json-ld/json-ld.ts';
import type { Caller } from '../../core/authentication/caller.ts';
import { decidableBy } from '../decisions/decidable-sql.ts';
import { calendarScope, userInScope, usersOfDepartments } from '../../core/authorization/scope-sql.ts';
import { userSummariesByIds } from '../users/user-summaries.ts';
import type { CalendarDay } from '@portal/shared-api/rules';
import { fitsInBalance } from './holiday-balance.ts';
import { withHolidayDecisionFacts } from './holiday-decision-facts.ts';

export type CalendarAssignmentFilters = {
  type?: number[] | undefined;
  managed?: boolean | undefined;
  authorized?: boolean | undefined;
  user?: number[] | undefined;
  decidable?: boolean | undefined;
};

export type HolidayDecision = { authorized: boolean; rejectReason: string | null; managerId: number };

/** Whether `userColumn` belongs to a (non-deleted) department that wants a reason on every rejection. */
const rejectReasonRequired = (userColumn: Sql) =>
  sql`${userColumn} IN (${usersOfDepartments(sql`SELECT id FROM departments WHERE reject_reason AND NOT deleted`)})`;

type RowWithRule = CalendarAssignmentRow & { reject_reason_required: boolean };

/** The requester's time zone: the days a request covers are the requester's, whoever reads them. */
const requesterTimeZone = sql`(SELECT u.timezone FROM users u WHERE u.id = ca.user_id) AS time_zone`;

/** Holiday requests (docs/api-contract.md I1, I3, I4). */
export function createCalendarAssignmentsRepository(db: Database) {
  /** I1 scope: the caller's own requests plus those of the users whose calendar they manage. */
  const visibleCondition = (caller: Caller) => sql`(ca.user_id = ${caller.id} OR ${userInScope('ca.user_id', calendarScope(caller))})`;
  const selectWithRule = sql`SELECT ca.*, ${requesterTimeZone}, ${rejectReasonRequired(sql`ca.user_id`)} AS reject_reason_required FROM calendar_assignments ca`;

  async function serialise(rows: RowWithRule[]): Promise<JsonObject[]> {
    const requesters = await userSummariesByIds(db, rows.map((row) => row.user_id));
    return rows.map((row) => toCalendarAssignment(row, requesters.get(row.user_id) ?? `/api/users/${row.user_id}`, row.reject_reason_required));
  }

  /** The stored row with its reason rule, whoever may see it (write checks decide between 403 and 404). */
  async function findRow(id: number): Promise<RowWithRule | undefined> {
    const [row] = await db.query<RowWithRule>(sql`${selectWithRule} WHERE ca.id = ${id}`);
    return row;
  }

  /** The requests in the caller's scope matching `filters`: what `list` pages and `count` counts. */
  function matching(caller: Caller, filters: CalendarAssignmentFilters): Sql {
    return sql`${selectWithRule}
      WHERE ${allOf([
        visibleCondition(caller),
        filters.type ? sql`ca.type = ANY(${filters.type})` : undefined,
        filters.managed === undefined ? undefined : sql`ca.managed = ${filters.managed}`,
        filters.authorized === undefined ? undefined : sql`ca.authorized = ${filters.authorized}`,
        filters.user ? sql`ca.user_id = ANY(${filters.user})` : undefined,
        filters.decidable ? decidableBy(caller, 'ca.user_id') : undefined,
      ])}`;
  }

  return {
    /** Requests in the caller's scope matching `filters`, by id; with `paging` only that page is serialised. */
    async list(caller: Caller, filters: CalendarAssignmentFilters, paging?: Paging): Promise<{ members: JsonObject[]; total: number }> {
      const { rows, total } = await listedRows<RowWithRule>(db, matching(caller, filters), paging);
      const members = await serialise(rows);
      // The decision list (`decidable`) also says what deciding means: days, balance, who else is away.
      return { members: filters.decidable ? await withHolidayDecisionFacts(db, caller, rows, members) : members, total };
    },
    /** How many requests `list` would give, without reading them. */
    count: (caller: Caller, filters: CalendarAssignmentFilters): Promise<number> => countedRows(db, matching(caller, filters)),
    /** A request the caller may read, serialised. */
    async findVisible(caller: Caller, id: number): Promise<JsonObject | undefined> {
      return (await serialise(await db.query<RowWithRule>(sql`${selectWithRule} WHERE ca.id = ${id} AND ${visibleCondition(caller)}`)))[0];
    },
    findRow,
    serialise: async (row: RowWithRule) => (await serialise([row]))[0] as JsonObject,
    /**
     * Manages a pending request atomically: of two managers deciding at once,
     * exactly one turns `managed` on (the other gets undefined → 409).
     * `alsoDo` runs in the same transaction (the requester's notification).
     */
    async manage(id: number, decision: HolidayDecision, actor: Actor, alsoDo?: InTransaction<CalendarAssignmentRow>): Promise<RowWithRule | undefined> {
      const managed = await db.transaction(async (tx) => {
        const [row] = await audited(tx, actor, { entity: 'CalendarAssignment', table: 'calendar_assignments', id }, () =>
          tx.query<CalendarAssignmentRow>(
            sql`UPDATE calendar_assignments
                SET managed = true, authorized = ${decision.authorized}, reject_reason = ${decision.rejectReason}, managed_by_id = ${decision.managerId}
                WHERE id = ${id} AND NOT managed RETURNING *`,
          ),
        );
        if (row) await alsoDo?.(tx, row);
        return row;
      });
      return managed ? findRow(id) : undefined;
    },
    /**
     * A new pending request (I3), or the rule it breaks: an overlap with another
     * request of the user that was not rejected, or more working days than
     * they have left. The checks and the insert run under a per-user
     * transaction lock, so two requests sent at once cannot both pass them.
     */
    async createChecked(input: {
      userId: number;
      type: number;
      days: { first: CalendarDay; last: CalendarDay };
      start: Date;
      end: Date;
      note: string | null;
    }): Promise<RowWithRule | 'overlap' | 'balance'> {
      const created = await db.transaction(async (tx) => {
        await tx.query(sql`SELECT pg_advisory_xact_lock(hashtext('calendar_assignments'), ${input.userId})`);
        const [overlap] = await tx.query<{ overlaps: boolean }>(
          sql`SELECT EXISTS (SELECT 1 FROM calendar_assignments
                             WHERE user_id = ${input.userId} AND (NOT managed OR authorized)
                               AND start_at <= ${input.end} AND end_at >= ${input.start}) AS overlaps`,
        );
        if (overlap?.overlaps) return 'overlap' as const;
        if (!(await fitsInBalance(tx, input.userId, input.days.first, input.days.last))) return 'balance' as const;
        const [row] = await tx.query<{ id: number }>(
          sql`INSERT INTO calendar_assignments (user_id, type, start_at, end_at, note)
              VALUES (${input.userId}, ${input.type}, ${input.start}, ${input.end}, ${input.note}) RETURNING id`,
        );
        if (!row) throw new Error('INSERT returned nothing');
        return row.id;
      });
      return typeof created === 'number' ? ((await findRow(created)) as RowWithRule) : created;
    },
    /** Deletes a request still pending; false when it was decided meanwhile. */
    async removePending(id: number, actor: Actor): Promise<boolean> {
      const removed = await db.transaction((tx) =>
        audited(tx, actor, { entity: 'CalendarAssignment', table: 'calendar_assignments', id }, () =>
          tx.query(sql`DELETE FROM calendar_assignments WHERE id = ${id} AND NOT managed RETURNING *`),
        ),
      );
      return removed.length > 0;
    },
    /**
     * Requests overlapping a period: the caller's own, or (`everyone`) also
     * those of the users whose calendar they manage and the accepted ones of
     * their teammates, who are only ever shown as away: a teammate's note to
     * their approver is not theirs to read.
     */
    async listInPeriod(caller: Caller, period: { from: Date; until: Date }, everyone: boolean): Promise<JsonObject[]> {
      const others = everyone
        ? sql`OR ${userInScope('ca.user_id', calendarScope(caller))}
              OR (ca.managed AND ca.authorized AND ca.user_id IN (
                    SELECT mate.user_id FROM user_teams mine JOIN user_teams mate ON mate.team_id = mine.team_id
                    JOIN teams t ON t.id = mine.team_id AND NOT t.deleted WHERE mine.user_id = ${caller.id}))`
        : sql``;
      const rows = await db.query<RowWithRule & { note_readable: boolean }>(
        sql`SELECT ca.*, ${requesterTimeZone}, ${rejectReasonRequired(sql`ca.user_id`)} AS reject_reason_required,
                   ${visibleCondition(caller)} AS note_readable
            FROM calendar_assignments ca
            WHERE (ca.user_id = ${caller.id} ${others}) AND ca.start_at < ${period.until} AND ca.end_at >= ${period.from}
            ORDER BY ca.start_at, ca.id`,
      );
      return serialise(rows.map(({ note_readable, ...row }) => (note_readable ? row : { ...row, note: null })));
    },
  };
}

export type CalendarAssignmentsRepository = ReturnType<typeof createCalendarAssignmentsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    calendarAssignments: CalendarAssignmentsRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('calendarAssignments', createCalendarAssignmentsRepository(app.db));
  },
  { name: 'calendar-assignments-repository', dependencies: ['db'] },
);
