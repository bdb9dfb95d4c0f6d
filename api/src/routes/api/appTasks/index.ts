import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { forbidden, notFound } from '../../../errors/api-error.ts';
import { callerOf } from '../../../plugins/app/authentication/caller.ts';
import { booleanFilter, type Query, relationFilter } from '../../../schemas/filters.ts';
import { collection, iri } from '../../../serializers/json-ld.ts';
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
    const tasks = await app.tasks.list(caller, {
      team,
      deleted: booleanFilter(query.deleted),
      store: booleanFilter(query.store),
      incident: booleanFilter(query.incident),
      status: relationFilter(query, 'status', 'task_statuses'),
    });
    for (const teamId of team ?? []) {
      if (!(await app.tasks.teamExists(teamId))) throw notFound();
      const ownThere = tasks.some((task) => task.team === iri('teams', teamId));
      if (!ownThere && !(await app.authorization.canSeeBoard(caller, teamId))) throw forbidden('No tiene acceso al tablero de este equipo.');
    }
    return collection('Task', '/api/appTasks', tasks, query);
  });
};

export default appTasksRoutes;
