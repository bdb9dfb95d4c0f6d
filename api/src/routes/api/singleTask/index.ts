import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../../errors/api-error.ts';
import { callerOf } from '../../../plugins/app/authentication/caller.ts';
import { withTaskDetails } from '../../../plugins/app/repositories/task-details.ts';
import { IdParams } from '../../../schemas/common.ts';
import { asDocument } from '../../../serializers/json-ld.ts';

/** One task with subtasks, messages, files, tags, users and history embedded, for the task details (contract M4). */
const singleTaskRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/:id', { schema: { tags: ['tasks'], summary: 'One task with everything on it', params: IdParams } }, async (request) => {
    const caller = callerOf(request);
    const task = await app.tasks.findVisible(caller, Number(request.params.id));
    if (!task) throw notFound();
    return asDocument(await withTaskDetails(app, caller, task));
  });
};

export default singleTaskRoutes;
