import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { CALENDAR_ASSIGNMENT_TYPE } from '@portal/shared-api/entities';
import { callerOf } from '../../core/authentication/caller.ts';

const Count = Type.Integer({ minimum: 0 });
const PendingDecisionsResponse = Type.Object({
  '@context': Type.String(),
  '@id': Type.String(),
  '@type': Type.Literal('PendingDecisions'),
  userSchedules: Count,
  holidays: Count,
  justifications: Count,
});

/**
 * `GET /api/pending_decisions`: how many requests wait for the caller's decision in each list, in one answer
 * instead of a one-item page of each. Each count is that list's `hydra:totalItems` with the filters its screen
 * uses (pending, and `decidable=true`: not the caller's own), in the caller's scope; someone who decides nothing
 * gets zeros. The database counts: no request is read.
 */
const pendingDecisionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    { schema: { tags: ['decisions'], summary: 'How many requests wait for the caller’s decision, per list', response: { 200: PendingDecisionsResponse } } },
    async (request) => {
      const caller = callerOf(request);
      const [userSchedules, holidays, justifications] = await Promise.all([
        app.userSchedules.count(caller, { authorized: false, decidable: true }),
        app.calendarAssignments.count(caller, { type: [CALENDAR_ASSIGNMENT_TYPE.HOLIDAY], managed: false, decidable: true }),
        app.justifications.count(caller, { status: false, decidable: true }),
      ]);
      return {
        '@context': '/api/contexts/PendingDecisions',
        '@id': '/api/pending_decisions',
        '@type': 'PendingDecisions' as const,
        userSchedules,
        holidays,
        justifications,
      };
    },
  );
};

export default pendingDecisionsRoutes;
