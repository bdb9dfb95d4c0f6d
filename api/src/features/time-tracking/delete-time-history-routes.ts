import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { conflict, forbidden, notFound } from '../../core/errors/api-error.ts';
import { callerOf } from '../../core/authentication/caller.ts';
import { IdParams } from '../../core/schemas/common.ts';
import { TIME_MESSAGES } from './time-tracking-messages.ts';

/**
 * `DELETE /api/deleteTimeHistory/{id}` (docs/api-contract.md P3): the owner, or whoever
 * administers the entry's team. Answers the caller's fresh `{day_time, week_time}`.
 */
const deleteTimeHistoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.delete('/:id', { schema: { tags: ['time'], summary: 'Delete a closed time entry', params: IdParams } }, async (request) => {
    const caller = callerOf(request);
    const entry = await app.timeTracking.findEntry(Number(request.params.id));
    if (!entry) throw notFound();
    if (entry.user_id !== caller.id && !(await app.authorization.canAdministerTeam(caller, entry.team_id))) throw forbidden();
    if (entry.ended_at === null) throw conflict(TIME_MESSAGES.RUNNING_ENTRY);
    if (!(await app.timeTracking.removeEntry(entry))) throw notFound();
    return app.timeTracking.figures(caller.id);
  });
};

export default deleteTimeHistoryRoutes;
