import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import sql from 'sql-template-tag';
import { callerOf } from '../../core/authentication/caller.ts';
import { isAdmin } from '../../core/authorization/roles.ts';
import { runsTeamCondition } from './task-scope-sql.ts';
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
      const scope = userId === caller.id || isAdmin(caller) ? sql`TRUE` : sql`EXISTS (SELECT 1 FROM teams t WHERE t.id = k.team_id AND ${runsTeamCondition(caller, 't')})`;
      const tasks = await app.tasks.listWhere(
        caller,
        sql`k.incident AND NOT k.deleted AND ${scope}
            AND (k.created_by_id = ${userId} OR lower(k.email) = (SELECT lower(u.email) FROM users u WHERE u.id = ${userId}))`,
      );
      return collection('Task', `/api/getIncidents/user/${userId}`, tasks, request.query as Query);
    },
  );
};

export default incidentsRoutes;
