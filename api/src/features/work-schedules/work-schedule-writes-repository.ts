import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sql from 'sql-template-tag';
import { clockMinutes, clockText, rangeProblem, type ScheduleRange } from '@portal/shared-api/rules';
import type { Database } from '../../core/db/database.ts';
import { invalid, notFound } from '../../core/errors/api-error.ts';
import type { WorkScheduleUnitRow } from './work-schedule-serializer.ts';

export type NewRange = ScheduleRange;

/** Creating and changing work schedules and their ranges (docs/api-contract.md G3–G6). */
export function createWorkScheduleWritesRepository(db: Database) {
  return {
    /** People (not deleted) holding each schedule as work or duty schedule. */
    async holders(ids: number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db.query<{ schedule_id: number; people: number }>(
        sql`SELECT s.id AS schedule_id, count(u.id)::int AS people FROM work_schedules s
            JOIN users u ON NOT u.deleted AND (u.work_schedule_id = s.id OR u.duty_schedule_id = s.id)
            WHERE s.id = ANY(${ids}) GROUP BY s.id`,
      );
      return new Map(rows.map((row) => [row.schedule_id, row.people]));
    },
    async create(fields: { name: string; description: string | null }): Promise<number> {
      const [row] = await db.query<{ id: number }>(
        sql`INSERT INTO work_schedules (name, description) VALUES (${fields.name}, ${fields.description}) RETURNING id`,
      );
      return (row as { id: number }).id;
    },
    async update(id: number, fields: { name: string; description: string | null; deleted: boolean }): Promise<void> {
      await db.query(sql`UPDATE work_schedules SET name = ${fields.name}, description = ${fields.description}, deleted = ${fields.deleted} WHERE id = ${id}`);
    },
    /** Adds a range after checking it against the schedule's others, the schedule locked so two additions cannot overlap. */
    async addRange(scheduleId: number, range: NewRange): Promise<void> {
      await db.transaction(async (tx) => {
        const locked = await tx.query(sql`SELECT id FROM work_schedules WHERE id = ${scheduleId} FOR UPDATE`);
        if (locked.length === 0) throw notFound();
        const existing = await tx.query<WorkScheduleUnitRow>(
          sql`SELECT id, work_schedule_id, week_day, start_time::text AS start_time, end_time::text AS end_time
              FROM work_schedule_units WHERE work_schedule_id = ${scheduleId}`,
        );
        const problem = rangeProblem(
          existing.map((unit) => ({ week_day: unit.week_day, start: unit.start_time, end: unit.end_time })),
          range,
        );
        if (problem) throw invalid(problem.field, problem.message);
        await tx.query(
          sql`INSERT INTO work_schedule_units (work_schedule_id, week_day, start_time, end_time)
              VALUES (${scheduleId}, ${range.week_day as number}, ${clock(range.start)}, ${clock(range.end)})`,
        );
      });
    },
    async rangeSchedule(unitId: number): Promise<number | undefined> {
      const [row] = await db.query<{ work_schedule_id: number }>(sql`SELECT work_schedule_id FROM work_schedule_units WHERE id = ${unitId}`);
      return row?.work_schedule_id;
    },
    async removeRange(unitId: number): Promise<void> {
      await db.query(sql`DELETE FROM work_schedule_units WHERE id = ${unitId}`);
    },
  };
}

/** `HH:mm` of a clock time the rules already accepted. */
const clock = (value: unknown): string => clockText(clockMinutes(value) ?? 0);

export type WorkScheduleWritesRepository = ReturnType<typeof createWorkScheduleWritesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    workScheduleWrites: WorkScheduleWritesRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('workScheduleWrites', createWorkScheduleWritesRepository(app.db));
  },
  { name: 'work-schedule-writes-repository', dependencies: ['db'] },
);
