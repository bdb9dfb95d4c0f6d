import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { SCHEDULE_MESSAGES, stillHeldMessage } from '@portal/shared-api/rules';
import { callerOf } from '../../core/authentication/caller.ts';
import { isAdmin } from '../../core/authorization/roles.ts';
import { conflict, forbidden, invalid, notFound } from '../../core/errors/api-error.ts';
import { asDocument, iri } from '../../core/json-ld/json-ld.ts';
import { BoundedJson, IdParams, MAX } from '../../core/schemas/common.ts';
import type { FastifyRequest } from 'fastify';

/** Checked in code, so a wrong type gets the rule's Spanish 422, not a schema 400. */
export const ScheduleBody = Type.Object(
  {
    name: Type.Optional(BoundedJson(0, MAX.NAME)),
    description: Type.Optional(BoundedJson(0, MAX.TEXT)),
    deleted: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: true },
);

export const RangeBody = Type.Object(
  {
    week_day: Type.Optional({ ...BoundedJson(0, MAX.SHORT), description: '1 Monday … 7 Sunday' }),
    start: Type.Optional({ ...BoundedJson(0, MAX.SHORT), description: 'HH:mm' }),
    end: Type.Optional({ ...BoundedJson(0, MAX.SHORT), description: 'HH:mm, after start' }),
  },
  { additionalProperties: true },
);

export const WorkScheduleParams = Type.Object({ workSchedule: IdParams.properties.id });

/** Work schedules are written by admins only; everyone else reads them. */
export function requireScheduleManager(request: FastifyRequest): void {
  if (!isAdmin(callerOf(request))) throw forbidden();
}

export function scheduleFields(body: { name?: unknown; description?: unknown }): { name: string; description: string | null } {
  if (typeof body.name !== 'string' || body.name.trim() === '') throw invalid('name', SCHEDULE_MESSAGES.NAME_EMPTY);
  const description = typeof body.description === 'string' && body.description.trim() !== '' ? body.description.trim() : null;
  return { name: body.name.trim(), description };
}

/** Writes of `/api/work_schedules` (docs/api-contract.md G3, G4). */
export const workScheduleWriteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/', { schema: { tags: ['work_schedules'], summary: 'Create a work schedule', body: ScheduleBody } }, async (request, reply) => {
    requireScheduleManager(request);
    const id = await app.workScheduleWrites.create(scheduleFields(request.body));
    const schedule = await app.workSchedules.find(id);
    return reply.code(201).header('location', iri('work_schedules', id)).send(asDocument({ ...schedule, people: 0 }));
  });

  app.put('/:id', { schema: { tags: ['work_schedules'], summary: 'Rename, delete or restore a work schedule', params: IdParams, body: ScheduleBody } }, async (request) => {
    requireScheduleManager(request);
    const id = Number(request.params.id);
    const current = await app.workSchedules.find(id);
    if (!current) throw notFound();
    const fields = scheduleFields(request.body);
    const deleted = request.body.deleted ?? current.deleted === true;
    const people = (await app.workScheduleWrites.holders([id])).get(id) ?? 0;
    // Deleting a schedule people still work to would leave them a schedule no picker offers.
    if (deleted && !current.deleted && people > 0) throw conflict(stillHeldMessage(people));
    await app.workScheduleWrites.update(id, { ...fields, deleted });
    return asDocument({ ...(await app.workSchedules.find(id)), people });
  });
};
