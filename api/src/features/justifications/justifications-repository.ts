import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sql, { type Sql } from 'sql-template-tag';
import { type Actor, audited } from '../../core/audit/audited-writes.ts';
import type { Database, InTransaction } from '../../core/db/database.ts';
import { allOf, countedRows, type Paging, listedRows } from '../../core/db/sql-helpers.ts';
import type { JsonObject } from '../../core/json-ld/json-ld.ts';
import { type JustificationRow, toJustification } from './justification-serializer.ts';
import type { Caller } from '../../core/authentication/caller.ts';
import { decidableBy } from '../decisions/decidable-sql.ts';
import { visibleJustificationCondition } from '../../core/authorization/scope-sql.ts';
import { userSummariesByIds } from '../users/user-summaries.ts';
import { justificationFiles } from './justification-files.ts';
import { withJustificationDecisionFacts } from './justification-decision-facts.ts';

export type JustificationFilters = {
  status?: boolean | undefined;
  user?: number[] | undefined;
  reasonId?: number[] | undefined;
  decidable?: boolean | undefined;
};

export type NewJustification = { userId: number; start: Date; end: Date; justifiedSeconds: number; reasonId: number; explanation: string };

/** Absence justifications (docs/api-contract.md J1–J4). */
export function createJustificationsRepository(db: Database) {
  const visibleCondition = (caller: Caller) => visibleJustificationCondition(caller, 'j');

  /** Only for rows the reader may see: the attached file is shown to exactly that audience. */
  async function serialise(rows: JustificationRow[]): Promise<JsonObject[]> {
    const ids = rows.map((row) => row.id);
    const [people, files] = await Promise.all([userSummariesByIds(db, rows.map((row) => row.user_id)), justificationFiles(db, ids)]);
    return rows.map((row) => toJustification(row, people.get(row.user_id) ?? `/api/users/${row.user_id}`, files.get(row.id) ?? null));
  }

  /** The justifications in the caller's scope matching `filters`: what `list` pages and `count` counts. */
  function matching(caller: Caller, filters: JustificationFilters): Sql {
    return sql`SELECT j.* FROM justifications j
      WHERE ${allOf([
        visibleCondition(caller),
        filters.status === undefined ? undefined : sql`j.status = ${filters.status}`,
        filters.user ? sql`j.user_id = ANY(${filters.user})` : undefined,
        filters.reasonId ? sql`j.reason_id = ANY(${filters.reasonId})` : undefined,
        filters.decidable ? decidableBy(caller, 'j.user_id') : undefined,
      ])}`;
  }

  return {
    /** Justifications in the caller's scope matching `filters`, by id; with `paging` only that page is serialised. */
    async list(caller: Caller, filters: JustificationFilters, paging?: Paging): Promise<{ members: JsonObject[]; total: number }> {
      const { rows, total } = await listedRows<JustificationRow>(db, matching(caller, filters), paging);
      const members = await serialise(rows);
      // The decision list (`decidable`) also says what deciding means: days and who else is away.
      return { members: filters.decidable ? await withJustificationDecisionFacts(db, caller, rows, members) : members, total };
    },
    /** How many justifications `list` would give, without reading them. */
    count: (caller: Caller, filters: JustificationFilters): Promise<number> => countedRows(db, matching(caller, filters)),
    async findVisible(caller: Caller, id: number): Promise<JsonObject | undefined> {
      return (await serialise(await db.query<JustificationRow>(sql`SELECT j.* FROM justifications j WHERE j.id = ${id} AND ${visibleCondition(caller)}`)))[0];
    },
    /** The stored row, whoever may see it (write checks decide between 403 and 404). */
    async findRow(id: number): Promise<JustificationRow | undefined> {
      const [row] = await db.query<JustificationRow>(sql`SELECT * FROM justifications WHERE id = ${id}`);
      return row;
    },
    serialise: async (row: JustificationRow) => (await serialise([row]))[0] as JsonObject,
    /**
     * Approves or denies atomically. A handled item may be flipped, but the
     * same decision twice changes nothing: of two managers taking it at once,
     * exactly one succeeds (the other gets undefined → 409). `onlyPending`
     * refuses to flip a handled one (an e-mail link decides a pending item
     * only). `alsoDo` runs in the same transaction (the owner's notification).
     */
    decide(
      id: number,
      authorized: boolean,
      actor: Actor,
      alsoDo?: InTransaction<JustificationRow>,
      onlyPending = false,
    ): Promise<JustificationRow | undefined> {
      return db.transaction(async (tx) => {
        const [decided] = await audited(tx, actor, { entity: 'Justification', table: 'justifications', id }, () =>
          tx.query<JustificationRow>(
            sql`UPDATE justifications SET status = true, authorized = ${authorized}, managed_by_id = ${actor.id}
                WHERE id = ${id} AND (NOT status OR (NOT ${onlyPending} AND authorized IS DISTINCT FROM ${authorized})) RETURNING *`,
          ),
        );
        if (decided) await alsoDo?.(tx, decided);
        return decided;
      });
    },
    async create(input: NewJustification): Promise<JustificationRow> {
      const [created] = await db.query<JustificationRow>(
        sql`INSERT INTO justifications (user_id, start_at, end_at, justified_seconds, reason_id, explanation)
            VALUES (${input.userId}, ${input.start}, ${input.end}, ${input.justifiedSeconds}, ${input.reasonId}, ${input.explanation})
            RETURNING *`,
      );
      if (!created) throw new Error('INSERT returned nothing');
      return created;
    },
  };
}

export type JustificationsRepository = ReturnType<typeof createJustificationsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    justifications: JustificationsRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('justifications', createJustificationsRepository(app.db));
  },
  { name: 'justifications-repository', dependencies: ['db'] },
);
