import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { declareResourceTypes } from '../../core/json-ld/resource-types.ts';
import { resourceRoutes } from '../../core/routing/mounts.ts';
import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import appSubtasksRoutes from './app-subtasks-routes.ts';
import { SUBTASKS_RESOURCE_TYPES } from './resource-types.ts';
import singleSubtaskRoutes from './single-subtask-routes.ts';
import subtasksRepository from './subtasks-repository.ts';
import subtasksRoutes from './subtasks-routes.ts';

/** Subtasks of a task: the resource, a board's subtasks and one subtask's detail. */
export default fp(
  async (app: FastifyInstance) => {
    declareResourceTypes(app, SUBTASKS_RESOURCE_TYPES);

    await app.register(subtasksRepository);
    await resourceRoutes(app, routesBySegment({ subtasks: subtasksRoutes, appSubtasks: appSubtasksRoutes, singleSubtask: singleSubtaskRoutes }));
  },
  { name: 'subtasks', dependencies: ['tasks'] },
);
