import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../../core/authentication/caller.ts';
import { collection } from '../../core/json-ld/json-ld.ts';

/**
 * The caller's running clocks (docs/api-contract.md M3): tasks and subtasks, each with its open entry in `history`. `lastWork`
 * beside the members is what they worked on last and may resume, so the home offers it without a second request.
 */
const getActiveTasksRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { tags: ['time'], summary: 'Tasks and subtasks the caller’s clock runs on, and the last one it ran on' } }, async (request) => {
    const caller = callerOf(request);
    const [running, lastWork] = await Promise.all([app.timeTracking.active(caller), app.timeTracking.lastWork(caller)]);
    return { ...collection('Task', '/api/getActiveTasks', running), lastWork };
  });
};

export default getActiveTasksRoutes;
