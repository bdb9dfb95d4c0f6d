import type { TimePeriods } from '@portal/shared-api/entities';
import { Type } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Caller, callerOf } from '../../core/authentication/caller.ts';
import { forbidden, notFound } from '../../core/errors/api-error.ts';
import { formatDateTime } from '../../core/json-ld/dates.ts';
import { iri } from '../../core/json-ld/json-ld.ts';
import { contentDisposition } from '../files/files-routes.ts';
import { dateRange, pathId } from '../reports/report-rules.ts';
import { periodsBetween, periodsOwnerAccess, requiresTime, scheduledBetween, type TimePeriodRow } from './time-periods-sql.ts';
import { timePeriodsSheet } from './time-periods-sheet.ts';

/** A month at most: what the screen shows or downloads. */
const MAX_DAYS = 31;

const PeriodsQuery = Type.Object({
  from: Type.String({ maxLength: 10, description: 'first day, YYYY-MM-DD' }),
  to: Type.String({ maxLength: 10, description: 'last day (inclusive), YYYY-MM-DD' }),
  user: Type.Optional(Type.String({ maxLength: 9, description: 'user id; the caller when absent' })),
});

/** Whose periods are read: the caller's own, or someone inside the caller's reports scope (admins and inspectors everyone, department managers their departments). */
async function readableOwner(app: Parameters<FastifyPluginAsyncTypebox>[0], caller: Caller, user: string | undefined): Promise<number> {
  if (user === undefined) return caller.id;
  const id = pathId(user);
  if (id === caller.id) return id;
  const row = await periodsOwnerAccess(app.db, caller, id);
  if (!row?.found) throw notFound();
  if (!row.allowed) throw forbidden('No tiene permiso para ver los tiempos de esta persona.');
  return id;
}

const toPeriod = (row: TimePeriodRow) => ({
  id: row.id,
  date: row.date,
  startedAt: formatDateTime(row.started_at) ?? '',
  endedAt: formatDateTime(row.ended_at),
  running: row.running,
  task: { id: row.task_id, name: row.task_name },
  subtask: row.subtask_id === null ? null : { id: row.subtask_id, name: row.subtask_name ?? '' },
  team: { id: row.team_id, name: row.team_name },
});

/** `GET /api/time_periods` and its `.xlsx`: a person's work periods of up to a month, cut per local day. */
const timePeriodsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const read = async (caller: Caller, query: { from: string; to: string; user?: string | undefined }) => {
    const range = dateRange(query.from, query.to, MAX_DAYS);
    const userId = await readableOwner(app, caller, query.user);
    return { userId, ...range };
  };

  app.get('/', { schema: { tags: ['time'], summary: 'A person’s periods and scheduled time, per day', querystring: PeriodsQuery } }, async (request): Promise<TimePeriods> => {
    const { userId, start, end } = await read(callerOf(request), request.query);
    const [periods, scheduled, requireTime] = await Promise.all([
      periodsBetween(app.db, userId, start, end),
      scheduledBetween(app.db, userId, start, end),
      requiresTime(app.db, userId),
    ]);
    return { user: iri('users', userId), from: start, to: end, scheduled, requireTime, periods: periods.map(toPeriod) };
  });

  app.get('/sheet', { schema: { tags: ['time'], summary: 'The same periods as an .xlsx sheet', querystring: PeriodsQuery } }, async (request, reply) => {
    const { userId, start, end } = await read(callerOf(request), request.query);
    const sheet = await timePeriodsSheet(await periodsBetween(app.db, userId, start, end));
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', contentDisposition('attachment', `tiempos-${start}-${end}.xlsx`))
      .header('cache-control', 'no-store')
      .send(sheet);
  });
};

export default timePeriodsRoutes;
