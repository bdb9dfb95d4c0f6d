import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../../core/authentication/caller.ts';
import { collection } from '../../core/json-ld/json-ld.ts';

/** The caller's running clocks (contract M3): tasks and subtasks, each with its open entry in `history`. */
const getActiveTasksRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { tags: ['time'], summary: 'Tasks and subtasks the caller’s clock runs on' } }, async (request) =>
    collection('Task', '/api/getActiveTasks', await app.timeTracking.active(callerOf(request))),
  );
};

export default getActiveTasksRoutes;
