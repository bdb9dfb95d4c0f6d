import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { badRequest, forbidden, notFound } from '../../core/errors/api-error.ts';
import { callerOf } from '../../core/authentication/caller.ts';
import { booleanFilter, idFromReference, type Query } from '../../core/schemas/filters.ts';
import { MAX } from '../../core/schemas/common.ts';
import { opensScreen } from '../../core/authorization/roles.ts';

const Day = Type.String({ maxLength: 10, pattern: '^[1-9][0-9]{3}-[0-9]{2}-[0-9]{2}$', description: 'day, YYYY-MM-DD, in the caller’s time zone' });

const TimelineParams = Type.Object({
  date: Day,
  departmentId: Type.String({ maxLength: 9, pattern: '^[1-9][0-9]{0,8}$', description: 'numeric department id' }),
});

const TimelineQuery = Type.Object(
  {
    team: Type.Optional(Type.String({ maxLength: MAX.NAME, description: 'team id or IRI: only its members' })),
    user: Type.Optional(Type.String({ maxLength: MAX.NAME, description: 'user id or IRI: only that user' })),
    deleted: Type.Optional(Type.String({ maxLength: MAX.SHORT, description: '`true` includes deleted users' })),
  },
  { additionalProperties: true },
);

/** A calendar day that exists (2024-02-30 does not). */
function isCalendarDay(date: string): boolean {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
}

/** An optional id filter: absent is fine, present but unreadable is a 400. */
function optionalId(query: Query, name: string, resource: string): number | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  const id = idFromReference(Array.isArray(value) ? value[0] : value, resource);
  if (id === undefined) throw badRequest('Parámetro incorrecto', `${name}: expected a numeric id or /api/${resource}/{id}`);
  return id;
}

/** The date parameter, refused unless it names a calendar day. */
function calendarDay(date: string): string {
  if (!isCalendarDay(date)) throw badRequest('Fecha no válida', `date: ${date} is not a calendar day`);
  return date;
}

const OpeningResponse = Type.Object({
  department: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
  users: Type.Array(Type.Object({}, { additionalProperties: true }), { description: 'the department’s day, as docs/api-contract.md P7 answers it' }),
});

/** docs/api-contract.md P7: per-user task activity of one department on one day; and the day the timeline opens on. */
const timelineRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Static, so it wins over `/:date/:departmentId`.
  app.get(
    '/:date/opening',
    {
      schema: {
        tags: ['timeline'],
        summary: 'The day of the department the caller’s timeline opens on (one of theirs, else the first they may watch)',
        params: Type.Object({ date: Day }),
        response: { 200: OpeningResponse },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      if (!opensScreen(caller, 'timeline')) throw forbidden();
      const opening = await app.timeline.opening(caller, calendarDay(request.params.date));
      // The day is already JSON text, built by the database; Fastify sends a JSON string as it is, so the schema
      // above documents the body without re-serialising it.
      const body = `{"department":${JSON.stringify(opening.department)},"users":${opening.body}}`;
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  app.get(
    '/:date/:departmentId',
    { schema: { tags: ['timeline'], summary: 'One department’s day of work, per user', params: TimelineParams, querystring: TimelineQuery } },
    async (request, reply) => {
      const date = calendarDay(request.params.date);
      const { departmentId } = request.params;
      const query = request.query as Query;
      const result = await app.timeline.day(callerOf(request), {
        date,
        departmentId: Number(departmentId),
        teamId: optionalId(query, 'team', 'teams'),
        userId: optionalId(query, 'user', 'users'),
        deleted: booleanFilter(query.deleted) === true,
      });
      if ('refused' in result) throw result.refused === 'missing' ? notFound() : forbidden();
      // The body is already JSON text, built by the database.
      return reply.type('application/json; charset=utf-8').send(result.body);
    },
  );
};

export default timelineRoutes;
