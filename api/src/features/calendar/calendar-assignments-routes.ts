import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { daysInRange, daysOfPeriod, HOLIDAY_MESSAGES, MAX_HOLIDAY_REQUEST_DAYS, todayIn, VALIDATION_MESSAGES, wholeDay } from '@portal/shared-api/rules';
import { conflict, forbidden, invalid, notFound } from '../../core/errors/api-error.ts';
import { actorOf } from '../../core/audit/audited-writes.ts';
import { callerOf } from '../../core/authentication/caller.ts';
import { calendarAudience } from '../../core/live-updates/audiences.ts';
import { noticeApprovers } from '../decisions/approver-notices.ts';
import { decideHoliday, HOLIDAY_ALREADY_MANAGED } from './holiday-decision.ts';
import { IdParams } from '../../core/schemas/common.ts';
import type { CalendarAssignmentFilters } from './calendar-assignments-repository.ts';
import { booleanFilter, integerFilter, type Query, relationFilter, requiredReference } from '../../core/schemas/filters.ts';
import { asDocument, collection, iri, listedCollection, pageRequested } from '../../core/json-ld/json-ld.ts';
import { CalendarAssignmentsQuery, CreateBody, ManageBody, PeriodParams, periodOf } from './calendar-assignment-schemas.ts';

const HOLIDAY_TYPE = 1;

/** The list's filters, from its query. */
const calendarAssignmentFilters = (query: Query): CalendarAssignmentFilters => ({
  type: integerFilter(query, 'type'),
  managed: booleanFilter(query.managed),
  authorized: booleanFilter(query.authorized),
  user: relationFilter(query, 'user', 'users'),
  decidable: booleanFilter(query.decidable),
});

/** Holiday requests (docs/api-contract.md I1, I3, I4). */
const calendarAssignmentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const publish = async (id: number, ownerId: number, data: unknown) =>
    app.publishUpdate(iri('calendar_assignments', id), data, await calendarAudience(app.db, ownerId));

  app.get(
    '/',
    { schema: { tags: ['calendar_assignments'], summary: 'List holiday requests in the caller’s scope', querystring: CalendarAssignmentsQuery } },
    async (request) => {
      const query = request.query as Query;
      const paging = pageRequested(query);
      const listed = await app.calendarAssignments.list(callerOf(request), calendarAssignmentFilters(query), paging);
      return listedCollection('CalendarAssignment', '/api/calendar_assignments', listed, paging, query);
    },
  );

  app.get('/:id', { schema: { tags: ['calendar_assignments'], summary: 'One holiday request', params: IdParams } }, async (request) => {
    const found = await app.calendarAssignments.findVisible(callerOf(request), Number(request.params.id));
    if (!found) throw notFound();
    return asDocument(found);
  });

  app.put(
    '/:id',
    {
      schema: {
        tags: ['calendar_assignments'],
        summary: 'Manage: accept { authorized: true, managed: true } or reject { authorized: false, managed: true, rejectReason }',
        params: IdParams,
        body: ManageBody,
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const id = Number(request.params.id);
      const row = await app.calendarAssignments.findRow(id);
      if (!row) throw notFound();
      if (!(await app.authorization.canDecideCalendarRequestOf(caller, row.user_id))) throw forbidden();
      const { authorized } = request.body;
      const rejectReason = authorized ? null : request.body.rejectReason?.trim() || null;
      const body = await decideHoliday(app, id, { authorized, rejectReason }, actorOf(request), row.reject_reason_required);
      return body;
    },
  );

  app.post('/', { schema: { tags: ['calendar_assignments'], summary: 'Ask for holidays', body: CreateBody } }, async (request, reply) => {
    const caller = callerOf(request);
    const { body } = request;
    const userId = body.user === undefined ? caller.id : requiredReference(body.user, 'users', 'user');
    // Someone else's request only by a manager of their calendar; a manager's own still needs another's approval.
    if (userId !== caller.id && !(await app.authorization.canDecideCalendarRequestOf(caller, userId))) throw forbidden();
    if (body.type !== HOLIDAY_TYPE) throw invalid('type', VALIDATION_MESSAGES.WRONG_TYPE);
    const requester = await app.loadCaller(userId);
    if (!requester) throw invalid('user', 'El usuario no existe');
    // Whole days, whatever instants the client wrote: stored as the first and last second of those days in the requester's zone.
    const days = daysOfPeriod(body.start, body.end, requester.timezone);
    if (!days) throw invalid('start', VALIDATION_MESSAGES.INVALID_DATE);
    if (days.last < days.first) throw invalid('end', HOLIDAY_MESSAGES.END_BEFORE_START);
    // Before anything counts the period's days: a request to the year 9999 is refused at once.
    if (daysInRange(days.first, days.last) > MAX_HOLIDAY_REQUEST_DAYS) throw invalid('end', HOLIDAY_MESSAGES.PERIOD_TOO_LONG);
    if (days.first < todayIn(requester.timezone)) throw invalid('start', HOLIDAY_MESSAGES.IN_THE_PAST);
    const start = new Date(wholeDay(days.first, requester.timezone).start);
    const end = new Date(wholeDay(days.last, requester.timezone).end);
    const note = body.note?.trim() || null;
    const created = await app.calendarAssignments.createChecked({ userId, type: body.type, days, start, end, note });
    if (created === 'overlap') throw invalid('start', HOLIDAY_MESSAGES.OVERLAP);
    if (created === 'balance') throw invalid('end', HOLIDAY_MESSAGES.NOT_ENOUGH_DAYS);
    await noticeApprovers(app, 'holiday', created.id);
    const document = asDocument(await app.calendarAssignments.serialise(created));
    await publish(created.id, userId, document);
    return reply.code(201).header('location', iri('calendar_assignments', created.id)).send(document);
  });

  app.delete(
    '/:id',
    { schema: { tags: ['calendar_assignments'], summary: 'Cancel one’s own request while it is pending', params: IdParams } },
    async (request, reply) => {
      const caller = callerOf(request);
      const id = Number(request.params.id);
      if (!(await app.calendarAssignments.findVisible(caller, id))) throw notFound();
      const row = await app.calendarAssignments.findRow(id);
      if (row?.user_id !== caller.id) throw forbidden();
      if (!(await app.calendarAssignments.removePending(id, actorOf(request)))) throw conflict(HOLIDAY_ALREADY_MANAGED);
      await publish(id, row.user_id, { '@id': iri('calendar_assignments', id) });
      return reply.code(204).send();
    },
  );

  app.get(
    '/:year/:month/:reserved/:scope',
    {
      schema: {
        tags: ['calendar_assignments'],
        summary: 'Requests overlapping a month (month 0: the whole year); scope 0 the caller’s own, 1 everyone the caller may see',
        params: PeriodParams,
      },
    },
    async (request) => {
      const { year, month, reserved, scope } = request.params;
      if (reserved !== '0') throw notFound();
      const period = periodOf(Number(year), Number(month));
      const requests = await app.calendarAssignments.listInPeriod(callerOf(request), period, scope === '1');
      return collection('CalendarAssignment', request.url.split('?')[0] as string, requests);
    },
  );
};

export default calendarAssignmentsRoutes;
