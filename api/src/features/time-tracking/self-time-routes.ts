import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../../core/authentication/caller.ts';

/** `GET /api/self_time` (docs/api-contract.md P6): the caller's `{day_time, week_time}`. */
const selfTimeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { tags: ['time'], summary: 'The caller’s time today and this week' } }, async (request) => app.timeTracking.figures(callerOf(request).id));
};

export default selfTimeRoutes;
