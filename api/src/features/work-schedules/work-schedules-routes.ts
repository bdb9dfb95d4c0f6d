import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../core/errors/api-error.ts';
import { callerOf } from '../../core/authentication/caller.ts';
import { hasRole, isAdmin, ROLE } from '../../core/authorization/roles.ts';
import { collectionQuery, IdParams } from '../../core/schemas/common.ts';
import { booleanFilter, type Query } from '../../core/schemas/filters.ts';
import { asDocument, collection } from '../../core/json-ld/json-ld.ts';
import { workScheduleWriteRoutes } from './work-schedule-write-routes.ts';

/** Work schedules with their units and how many people hold each (docs/api-contract.md G1–G4). */
const workSchedulesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    { schema: { tags: ['work_schedules'], summary: 'List work schedules', querystring: collectionQuery({ deleted: 'true|false|1|0' }) } },
    async (request) => {
      const caller = callerOf(request);
      const query = request.query as Query;
      // Deleted schedules are listed for those who manage schedules; anyone still holding one sees it embedded in their profile.
      const schedules = await app.workSchedules.list({
        deleted: booleanFilter(query.deleted),
        includeDeleted: isAdmin(caller) || hasRole(caller, ROLE.DEPARTMENT_MANAGER),
      });
      const people = await app.workScheduleWrites.holders(schedules.map((schedule) => Number(schedule.id)));
      return collection('WorkSchedule', '/api/work_schedules', schedules.map((schedule) => ({ ...schedule, people: people.get(Number(schedule.id)) ?? 0 })), query);
    },
  );

  app.get('/:id', { schema: { tags: ['work_schedules'], summary: 'One work schedule', params: IdParams } }, async (request) => {
    const schedule = await app.workSchedules.find(Number(request.params.id));
    if (!schedule) throw notFound();
    const people = await app.workScheduleWrites.holders([Number(schedule.id)]);
    return asDocument({ ...schedule, people: people.get(Number(schedule.id)) ?? 0 });
  });

  await app.register(workScheduleWriteRoutes);
};

export default workSchedulesRoutes;
