import { Type } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Caller, callerOf } from '../../core/authentication/caller.ts';
import { calendarDate, readableTimeOwner } from './user-time-access.ts';

const DayParams = Type.Object({
  date: Type.String({ maxLength: 10, description: 'YYYY-MM-DD' }),
  userId: Type.Optional(Type.String({ maxLength: 9, pattern: '^[1-9][0-9]{0,8}$', description: 'user id; the caller when absent' })),
});

/** One day of recorded time in the user's time zone (docs/api-contract.md P4). */
const getTimeWorkDayRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const day = async (caller: Caller, params: { date: string; userId?: string | undefined }) => {
    const date = calendarDate(params.date);
    return app.timeTracking.day(await readableTimeOwner(app, caller, params.userId), date);
  };
  app.get('/:date', { schema: { tags: ['time'], summary: 'The caller’s time on a day', params: DayParams } }, async (request) =>
    day(callerOf(request), request.params),
  );
  app.get('/:date/:userId', { schema: { tags: ['time'], summary: 'A user’s time on a day (self or managers in scope)', params: DayParams } }, async (request) =>
    day(callerOf(request), request.params),
  );
};

export default getTimeWorkDayRoutes;
