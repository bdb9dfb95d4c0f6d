import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { declareResourceTypes } from '../../core/json-ld/resource-types.ts';
import { resourceRoutes } from '../../core/routing/mounts.ts';
import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import adminDecisionRoutes from './admin-decision-routes.ts';
import adminTasksRoutes from './admin-tasks-routes.ts';
import appTasksRoutes from './app-tasks-routes.ts';
import incidentsRoutes from './incidents-routes.ts';
import { TASKS_RESOURCE_TYPES } from './resource-types.ts';
import searchTaskRoutes from './search-task-routes.ts';
import setTagTaskRoutes from './set-tag-task-routes.ts';
import singleTaskRoutes from './single-task-routes.ts';
import taskDecisionKind from './task-decision-kind.ts';
import { taskRulesPlugin } from './task-rules.ts';
import taskWritesRepository from './task-writes-repository.ts';
import tasksRepository from './tasks-repository.ts';
import tasksRoutes from './tasks-routes.ts';

/** Tasks: the resource, board lists, the detail, administrators' decisions (a decision kind), a person's incidents, search and tags. */
export default fp(
  async (app: FastifyInstance) => {
    declareResourceTypes(app, TASKS_RESOURCE_TYPES);

    await app.register(taskRulesPlugin);
    await app.register(tasksRepository);
    await app.register(taskWritesRepository);
    await app.register(taskDecisionKind);
    await resourceRoutes(
      app,
      routesBySegment({
        tasks: tasksRoutes,
        appTasks: appTasksRoutes,
        singleTask: singleTaskRoutes,
        getAdminTasks: adminTasksRoutes,
        admin: adminDecisionRoutes,
        getIncidents: incidentsRoutes,
        searchTaskC: searchTaskRoutes,
        set_tag_task: setTagTaskRoutes,
      }),
    );
  },
  { name: 'tasks', dependencies: ['decisions'] },
);
