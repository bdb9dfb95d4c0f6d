import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../../errors/api-error.ts';
import { callerOf } from '../../../plugins/app/authentication/caller.ts';
import { IdParams } from '../../../schemas/common.ts';
import { asDocument } from '../../../serializers/json-ld.ts';

/** One task with its messages embedded, for the task details (contract M4). */
const singleTaskRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/:id', { schema: { tags: ['tasks'], summary: 'One task with messages, files and tags', params: IdParams } }, async (request) => {
    const task = await app.tasks.findVisible(callerOf(request), Number(request.params.id), true);
    if (!task) throw notFound();
    return asDocument(task);
  });
};

export default singleTaskRoutes;
