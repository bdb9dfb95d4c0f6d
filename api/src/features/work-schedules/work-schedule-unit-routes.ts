import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../core/errors/api-error.ts';
import { asDocument } from '../../core/json-ld/json-ld.ts';
import { IdParams } from '../../core/schemas/common.ts';
import { RangeBody, requireScheduleManager, WorkScheduleParams } from './work-schedule-write-routes.ts';

/** `POST /api/horarios/addUnit/{workSchedule}` (docs/api-contract.md G5): answers the whole schedule, so the screen can redraw it. */
export const addRangeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/addUnit/:workSchedule',
    { schema: { tags: ['work_schedules'], summary: 'Add a time range to a work schedule', params: WorkScheduleParams, body: RangeBody } },
    async (request) => {
      requireScheduleManager(request);
      const scheduleId = Number(request.params.workSchedule);
      await app.workScheduleWrites.addRange(scheduleId, request.body);
      const schedule = await app.workSchedules.find(scheduleId);
      if (!schedule) throw notFound();
      return asDocument(schedule);
    },
  );
};

/** `GET` (readable by everyone, as its schedule is) and `DELETE /api/work_schedule_units/{id}` (docs/api-contract.md §4.2, G6). */
export const rangeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/:id', { schema: { tags: ['work_schedules'], summary: 'One time range of a work schedule', params: IdParams } }, async (request) => {
    const unit = await app.workSchedules.findUnit(Number(request.params.id));
    if (!unit) throw notFound();
    return asDocument(unit);
  });

  app.delete('/:id', { schema: { tags: ['work_schedules'], summary: 'Remove a time range', params: IdParams } }, async (request, reply) => {
    requireScheduleManager(request);
    const id = Number(request.params.id);
    if ((await app.workScheduleWrites.rangeSchedule(id)) === undefined) throw notFound();
    await app.workScheduleWrites.removeRange(id);
    return reply.code(204).send();
  });
};
