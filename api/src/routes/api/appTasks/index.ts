import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { forbidden, notFound } from '../../../errors/api-error.ts';
import { callerOf } from '../../../plugins/app/authentication/caller.ts';
import { booleanFilter, type Query, relationFilter } from '../../../schemas/filters.ts';
import { collection, collectionPage, pageRequested } from '../../../serializers/json-ld.ts';
import { TasksQuery } from '../tasks/schemas.ts';

/**
 * Task lists of boards (contract M1): `?deleted=false&store=false&team={id}`.
 * A team's board needs canSeeTeam; without it the caller only gets the tasks
 * they asked for there, and a 403 when there are none.
 */
const appTasksRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { tags: ['tasks'], summary: 'Tasks the caller may see', querystring: TasksQuery } }, async (request) => {
    const caller = callerOf(request);
    const query = request.query as Query;
    const team = relationFilter(query, 'team', 'teams');
    const paging = pageRequested(query);
    const { members, total } = await app.tasks.list(
      caller,
      {
        team,
        deleted: booleanFilter(query.deleted),
        store: booleanFilter(query.store),
        incident: booleanFilter(query.incident),
        status: relationFilter(query, 'status', 'task_statuses'),
      },
      paging && { limit: paging.perPage, offset: (paging.page - 1) * paging.perPage },
    );
    for (const teamId of team ?? []) {
      if (!(await app.tasks.teamExists(teamId))) throw notFound();
      if (!(await app.authorization.canSeeBoard(caller, teamId)) && !(await app.tasks.anyVisibleIn(caller, teamId))) {
        throw forbidden('No tiene acceso al tablero de este equipo.');
      }
    }
    return paging ? collectionPage('Task', '/api/appTasks', members, total, paging, query) : collection('Task', '/api/appTasks', members, query);
  });
};

export default appTasksRoutes;
