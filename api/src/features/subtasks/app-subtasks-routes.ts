import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, notFound } from '../../core/errors/api-error.ts';
import { callerOf } from '../../core/authentication/caller.ts';
import { collectionQuery } from '../../core/schemas/common.ts';
import { type Query, relationFilter } from '../../core/schemas/filters.ts';
import { collection } from '../../core/json-ld/json-ld.ts';

/** The live subtasks of one task (docs/api-contract.md N1): `?task={id}`, for those who see the task. */
const appSubtasksRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    { schema: { tags: ['subtasks'], summary: 'Live subtasks of a task', querystring: collectionQuery({ task: 'task id or IRI (required)' }) } },
    async (request) => {
      const query = request.query as Query;
      const [taskId, ...others] = relationFilter(query, 'task', 'tasks') ?? [];
      if (taskId === undefined || others.length > 0) throw badRequest('Parámetro incorrecto', 'task: one task id or IRI is required');
      if (!(await app.taskRules.canSeeTask(callerOf(request), taskId))) throw notFound();
      return collection('Subtask', '/api/appSubtasks', await app.subtasks.ofTask(taskId), query);
    },
  );
};

export default appSubtasksRoutes;
