import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { declareResourceTypes } from '../../core/json-ld/resource-types.ts';
import { resourceRoutes } from '../../core/routing/mounts.ts';
import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import incidentsRoutes from './incidents-routes.ts';
import requestedTaskDecisionRoutes from './requested-task-decision-routes.ts';
import requestedTasksRoutes from './requested-tasks-routes.ts';
import { TASKS_RESOURCE_TYPES } from './resource-types.ts';
import taskDecisionKind from './task-decision-kind.ts';
import taskDetailsRoutes from './task-details-routes.ts';
import { taskRulesPlugin } from './task-rules.ts';
import taskSearchRoutes from './task-search-routes.ts';
import taskTagRoutes from './task-tag-routes.ts';
import taskWritesRepository from './task-writes-repository.ts';
import tasksRepository from './tasks-repository.ts';
import tasksRoutes from './tasks-routes.ts';
import visibleTasksRoutes from './visible-tasks-routes.ts';

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
      // The segments are the contract's URLs and stay; the files are named for what they serve.
      routesBySegment({
        tasks: tasksRoutes,
        appTasks: visibleTasksRoutes,
        singleTask: taskDetailsRoutes,
        getAdminTasks: requestedTasksRoutes,
        admin: requestedTaskDecisionRoutes,
        getIncidents: incidentsRoutes,
        searchTaskC: taskSearchRoutes,
        set_tag_task: taskTagRoutes,
      }),
    );
  },
  { name: 'tasks', dependencies: ['decisions'] },
);
