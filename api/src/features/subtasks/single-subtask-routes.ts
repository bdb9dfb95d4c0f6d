import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../core/errors/api-error.ts';
import { callerOf } from '../../core/authentication/caller.ts';
import { IdParams } from '../../core/schemas/common.ts';
import { asDocument } from '../../core/json-ld/json-ld.ts';

/** One live subtask with its live messages embedded (docs/api-contract.md N2). */
const singleSubtaskRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/:id', { schema: { tags: ['subtasks'], summary: 'One subtask with its messages', params: IdParams } }, async (request) => {
    const caller = callerOf(request);
    const id = Number(request.params.id);
    if (!(await app.taskRules.canSeeSubtask(caller, id))) throw notFound();
    const subtask = await app.subtasks.find(id);
    if (!subtask) throw notFound();
    return asDocument({ ...subtask, messages: await app.messages.list(caller, 'SubtaskMessage', id, false) });
  });
};

export default singleSubtaskRoutes;
