import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../../core/authentication/caller.ts';
import { raisedIncidentsCondition } from './task-lists-sql.ts';
import { collection } from '../../core/json-ld/json-ld.ts';
import { IdParams } from '../../core/schemas/common.ts';
import type { Query } from '../../core/schemas/filters.ts';
import { TasksQuery } from './task-schemas.ts';

/**
 * The incidents a person raised (docs/api-contract.md M8): incident tasks they created or
 * requested by e-mail. They see all of theirs and an admin everyone's; anyone
 * else sees only those on teams they run (nothing when they run none of them).
 */
const incidentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/user/:id',
    { schema: { tags: ['tasks'], summary: "A person's incident requests", params: IdParams, querystring: TasksQuery } },
    async (request) => {
      const caller = callerOf(request);
      const userId = Number(request.params.id);
      const tasks = await app.tasks.listWhere(caller, raisedIncidentsCondition(caller, userId));
      return collection('Task', `/api/getIncidents/user/${userId}`, tasks, request.query as Query);
    },
  );
};

export default incidentsRoutes;
