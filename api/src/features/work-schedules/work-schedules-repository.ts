import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sql, { type Sql } from 'sql-template-tag';
import type { Queryable } from '../../core/db/database.ts';
import { allOf } from '../../core/db/sql-helpers.ts';
import type { WorkSchedule, WorkScheduleUnit } from '@portal/shared-api/entities';
import type { Serialized } from '../../core/json-ld/json-ld.ts';
import { toWorkSchedule, toWorkScheduleUnit, type WorkScheduleRow, type WorkScheduleUnitRow } from './work-schedule-serializer.ts';

export function createWorkSchedulesRepository(db: Queryable) {
  const unitsWhere = (condition: Sql) =>
    db.query<WorkScheduleUnitRow>(
      sql`SELECT id, work_schedule_id, week_day, start_time::text AS start_time, end_time::text AS end_time
          FROM work_schedule_units WHERE ${condition} ORDER BY week_day, start_time, id`,
    );

  async function serialise(schedules: WorkScheduleRow[]): Promise<Serialized<WorkSchedule>[]> {
    if (schedules.length === 0) return [];
    const units = await unitsWhere(sql`work_schedule_id = ANY(${schedules.map((schedule) => schedule.id)})`);
    return schedules.map((schedule) =>
      toWorkSchedule(
        schedule,
        units.filter((unit) => unit.work_schedule_id === schedule.id),
      ),
    );
  }

  return {
    async list(filters: { deleted?: boolean | undefined; includeDeleted: boolean }): Promise<Serialized<WorkSchedule>[]> {
      const rows = await db.query<WorkScheduleRow>(
        sql`SELECT id, name, description, deleted FROM work_schedules
            WHERE ${allOf([
              filters.deleted === undefined ? undefined : sql`deleted = ${filters.deleted}`,
              filters.includeDeleted ? undefined : sql`NOT deleted`,
            ])}
            ORDER BY id`,
      );
      return serialise(rows);
    },
    async find(id: number): Promise<Serialized<WorkSchedule> | undefined> {
      const rows = await db.query<WorkScheduleRow>(sql`SELECT id, name, description, deleted FROM work_schedules WHERE id = ${id}`);
      return (await serialise(rows))[0];
    },
    async findUnit(id: number): Promise<Serialized<WorkScheduleUnit> | undefined> {
      const [unit] = await unitsWhere(sql`id = ${id}`);
      return unit && toWorkScheduleUnit(unit);
    },
    /** Schedules by id with their units, for embedding in users and requests. */
    async byIds(ids: (number | null)[]): Promise<Map<number, Serialized<WorkSchedule>>> {
      const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
      if (wanted.length === 0) return new Map();
      const rows = await db.query<WorkScheduleRow>(sql`SELECT id, name, description, deleted FROM work_schedules WHERE id = ANY(${wanted})`);
      const serialised = await serialise(rows);
      return new Map(serialised.map((schedule) => [schedule.id as number, schedule]));
    },
  };
}

export type WorkSchedulesRepository = ReturnType<typeof createWorkSchedulesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    workSchedules: WorkSchedulesRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('workSchedules', createWorkSchedulesRepository(app.db));
  },
  { name: 'work-schedules-repository', dependencies: ['db'] },
);
