import { Type } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../../core/authentication/caller.ts';
import { readableTimeOwner } from './user-time-access.ts';

const WeekParams = Type.Object({ userId: Type.String({ maxLength: 9, pattern: '^[1-9][0-9]{0,8}$', description: 'user id' }) });

/** The current ISO week of a user's recorded time, per day (docs/api-contract.md P5). */
const getTimeWorkWeekRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/:userId', { schema: { tags: ['time'], summary: 'A user’s time this week (self or managers in scope)', params: WeekParams } }, async (request) =>
    app.timeTracking.week(await readableTimeOwner(app, callerOf(request), request.params.userId)),
  );
};

export default getTimeWorkWeekRoutes;
