import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../../core/authentication/caller.ts';
import { awaitingUnlockCondition } from './task-lists-sql.ts';
import type { Query } from '../../core/schemas/filters.ts';
import { listedCollection, pageRequested } from '../../core/json-ld/json-ld.ts';
import { TasksQuery } from './task-schemas.ts';
import { withRequestedTaskFacts } from './requested-task-facts.ts';

/** `?status=3` (id or IRI) lists the rejected tasks, which may still be authorised; anything else the requested ones. */
const REJECTED = /^(\/api\/task_statuses\/)?3$/;

/**
 * Requested tasks (status 2) waiting for someone who may authorise them
 * (docs/api-contract.md M2): admins everywhere, department managers, sub-department
 * managers with `managerTasks`, team managers with `team_unlock_tasks`. Others get an empty list.
 * Each task also carries `requesterName` and `requestMessage`.
 */
const requestedTasksRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { tags: ['tasks'], summary: 'Requested tasks the caller may authorise', querystring: TasksQuery } }, async (request) => {
    const caller = callerOf(request);
    const query = request.query as Query;
    const status = REJECTED.test(String(query.status ?? '')) ? 3 : 2;
    // The home's count asks for one item: only that one is serialised.
    const paging = pageRequested(query);
    const listed = await app.tasks.listedWhere(caller, awaitingUnlockCondition(caller, status), paging);
    // The decision list shows who asks, by name, and what they asked.
    const members = await withRequestedTaskFacts(app.db, listed.members);
    return listedCollection('Task', '/api/getAdminTasks', { ...listed, members }, paging, query);
  });
};

export default requestedTasksRoutes;
