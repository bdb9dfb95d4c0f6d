import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../core/errors/api-error.ts';
import { callerOf } from '../../core/authentication/caller.ts';
import { withTaskDetails } from './task-details.ts';
import { IdParams } from '../../core/schemas/common.ts';
import { asDocument } from '../../core/json-ld/json-ld.ts';

/** One task with subtasks, messages, files, tags, users and history embedded, for the task details (docs/api-contract.md M4). */
const taskDetailsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/:id', { schema: { tags: ['tasks'], summary: 'One task with everything on it', params: IdParams } }, async (request) => {
    const caller = callerOf(request);
    const task = await app.tasks.findVisible(caller, Number(request.params.id));
    if (!task) throw notFound();
    return asDocument(await withTaskDetails(app, caller, task));
  });
};

export default taskDetailsRoutes;
