import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { CALENDAR_ASSIGNMENT_TYPE } from '@portal/shared-api/entities';
import { callerOf } from '../../core/authentication/caller.ts';

/** One row is enough: each list's total comes from its page, as `hydra:totalItems` does. */
const ONE_ROW = { page: 1, perPage: 1 };

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
 * gets zeros.
 */
const pendingDecisionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    { schema: { tags: ['decisions'], summary: 'How many requests wait for the caller’s decision, per list', response: { 200: PendingDecisionsResponse } } },
    async (request) => {
      const caller = callerOf(request);
      const [userSchedules, holidays, justifications] = await Promise.all([
        app.userSchedules.list(caller, { authorized: false, decidable: true }, ONE_ROW),
        app.calendarAssignments.list(caller, { type: [CALENDAR_ASSIGNMENT_TYPE.HOLIDAY], managed: false, decidable: true }, ONE_ROW),
        app.justifications.list(caller, { status: false, decidable: true }, ONE_ROW),
      ]);
      return {
        '@context': '/api/contexts/PendingDecisions',
        '@id': '/api/pending_decisions',
        '@type': 'PendingDecisions' as const,
        userSchedules: userSchedules.total,
        holidays: holidays.total,
        justifications: justifications.total,
      };
    },
  );
};

export default pendingDecisionsRoutes;
