import { noticeApprovers } from '../decisions/approver-notices.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { VALIDATION_MESSAGES } from '@portal/shared-api/rules';
import type { Queryable } from '../../core/db/database.ts';
import { conflict, forbidden, invalid, notFound } from '../../core/errors/api-error.ts';
import { actorOf } from '../../core/audit/audited-writes.ts';
import { callerOf } from '../../core/authentication/caller.ts';
import { calendarAudience } from '../../core/live-updates/audiences.ts';
import { scheduleDecisionNotice } from '../notifications/decision-notices.ts';
import { decideScheduleRequest, SCHEDULE_NOT_PENDING } from './schedule-decision.ts';
import { IdParams } from '../../core/schemas/common.ts';
import type { UserScheduleFilters } from './user-schedules-repository.ts';
import { booleanFilter, integerFilter, type Query, relationFilter, requiredReference } from '../../core/schemas/filters.ts';
import { asDocument, iri, listedCollection, pageRequested } from '../../core/json-ld/json-ld.ts';
import type { UserScheduleRow } from './user-schedule-serializer.ts';
import { AcceptBody, CreateBody, UserSchedulesQuery } from './user-schedule-schemas.ts';

/** The list's filters, from its query. */
const userScheduleFilters = (query: Query): UserScheduleFilters => ({
  authorized: booleanFilter(query.authorized),
  user: relationFilter(query, 'user', 'users'),
  type: integerFilter(query, 'type'),
  decidable: booleanFilter(query.decidable),
});

/** Schedule-change requests (docs/api-contract.md H1–H4). */
const userSchedulesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const publish = async (id: number, ownerId: number, data: unknown) =>
    app.publishUpdate(iri('user_schedules', id), data, await calendarAudience(app.db, ownerId));

  const notifyAcceptance = async (tx: Queryable, row: UserScheduleRow) => {
    await app.notifications.notify(tx, scheduleDecisionNotice(row, true));
  };

  app.get('/', { schema: { tags: ['user_schedules'], summary: 'List requests in the caller’s scope', querystring: UserSchedulesQuery } }, async (request) => {
    const query = request.query as Query;
    const paging = pageRequested(query);
    const listed = await app.userSchedules.list(callerOf(request), userScheduleFilters(query), paging);
    return listedCollection('UserSchedule', '/api/user_schedules', listed, paging, query);
  });

  app.get('/:id', { schema: { tags: ['user_schedules'], summary: 'One request', params: IdParams } }, async (request) => {
    const found = await app.userSchedules.findVisible(callerOf(request), Number(request.params.id));
    if (!found) throw notFound();
    return asDocument(found);
  });

  app.put('/:id', { schema: { tags: ['user_schedules'], summary: 'Accept: { "authorized": true }', params: IdParams, body: AcceptBody } }, async (request) => {
    const caller = callerOf(request);
    const id = Number(request.params.id);
    const row = await app.userSchedules.findRow(id);
    if (!row) throw notFound();
    if (!(await app.authorization.canDecideCalendarRequestOf(caller, row.user_id))) throw forbidden();
    if (request.body.authorized !== true) return asDocument(await app.userSchedules.serialise(row));
    return decideScheduleRequest(app, id, true, actorOf(request));
  });

  app.delete('/:id', { schema: { tags: ['user_schedules'], summary: 'Reject (manager) or cancel (owner, while pending)', params: IdParams } }, async (request, reply) => {
    const caller = callerOf(request);
    const id = Number(request.params.id);
    const row = await app.userSchedules.findRow(id);
    if (!row) throw notFound();
    const decides = await app.authorization.canDecideCalendarRequestOf(caller, row.user_id);
    if (!decides && row.user_id !== caller.id) throw forbidden();
    if (row.authorized) {
      if (!decides) throw forbidden('No puede cancelar una solicitud ya autorizada');
      throw conflict(SCHEDULE_NOT_PENDING);
    }
    // A manager's refusal is news for the requester and a decision to audit; an owner's own cancel is neither.
    if (row.user_id !== caller.id) {
      await decideScheduleRequest(app, id, false, actorOf(request));
      return reply.code(204).send();
    }
    if (!(await app.userSchedules.removePending(id, null))) throw conflict(SCHEDULE_NOT_PENDING);
    await publish(id, row.user_id, { '@id': iri('user_schedules', id) });
    return reply.code(204).send();
  });

  app.post('/', { schema: { tags: ['user_schedules'], summary: 'Ask for a schedule change', body: CreateBody } }, async (request, reply) => {
    const caller = callerOf(request);
    const { body } = request;
    const userId = requiredReference(body.user, 'users', 'user');
    const scheduleId = body.schedule === null ? null : requiredReference(body.schedule, 'work_schedules', 'schedule');
    const managesUser = await app.authorization.canDecideCalendarRequestOf(caller, userId);
    if (userId !== caller.id && !managesUser) throw forbidden();
    if (body.type !== 1 && body.type !== 2) throw invalid('type', VALIDATION_MESSAGES.WRONG_TYPE);
    if (!(await app.loadCaller(userId))) throw invalid('user', 'El usuario no existe');
    if (scheduleId !== null) {
      const schedule = await app.workSchedules.find(scheduleId);
      if (!schedule || schedule.deleted === true) throw invalid('schedule', 'El horario seleccionado no es válido');
    }
    const created = await app.userSchedules.create({
      userId,
      type: body.type,
      scheduleId,
      start: body.start ? new Date(body.start) : new Date(),
      // Honoured only for someone who may decide on it; everyone else asks (docs/api-contract.md H2).
      authorized: body.authorized === true && managesUser,
    }, actorOf(request), userId === caller.id ? undefined : notifyAcceptance);
    if (!created.authorized) await noticeApprovers(app, 'schedule', created.id);
    const document = asDocument(await app.userSchedules.serialise(created));
    await publish(created.id, userId, document);
    return reply.code(201).header('location', iri('user_schedules', created.id)).send(document);
  });
};

export default userSchedulesRoutes;
